import NotesService

/// What the editor needs from the notes service: a place to save a draft.
///
/// The app hands in `NotesClient.shared`; a test hands in a double that
/// answers as it chooses, when it chooses.
@MainActor
public protocol NoteSaving {
    /// Saves `text` as the draft of note `noteId`.
    func saveDraft(_ text: String, ofNote noteId: String) async throws(NotesError)
}

/// The notes service's client saves drafts as the editor asks, name for name.
extension NotesClient: NoteSaving {}
