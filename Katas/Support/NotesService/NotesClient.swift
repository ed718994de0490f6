// The notes service's client library, a "third-party" module the notes app
// links. It is not the learner's to change: its one entry is `shared`.

@_spi(LiveWorld) import StandIns

/// The notes service's client, as its SDK offers it: one shared instance
/// that talks to the live server, in the spirit of `URLSession.shared`.
///
/// A stand-in: each call is recorded as a contact with the notes server at
/// the moment it is made, on the caller's task. The server's notes live in
/// the running test's world. It never sleeps and opens no socket: the live
/// server answers at once, and is always reachable.
public final class NotesClient: Sendable {
    /// The app's one client of the notes service.
    public static let shared = NotesClient()

    private init() {}

    /// Saves `text` as the draft of note `noteId`, replacing what the server
    /// held.
    public func saveDraft(_ text: String, ofNote noteId: String) async throws(NotesError) {
        World.current.record(Contact("notes server", via: "NotesClient.shared", "PUT /notes/\(noteId) \"\(text)\""))
        NotesServer.current.store(text, as: noteId)
    }

    /// The draft the server holds for note `noteId`: empty for a note it
    /// has never seen.
    public func draft(ofNote noteId: String) async throws(NotesError) -> String {
        World.current.record(Contact("notes server", via: "NotesClient.shared", "GET /notes/\(noteId)"))
        return NotesServer.current.draft(of: noteId)
    }
}
