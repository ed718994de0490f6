@_spi(LiveWorld) import StandIns
import Synchronization

/// The notes server's store, as the live stand-in keeps it: the drafts of
/// one world, by note.
final class NotesServer: Sendable {
    private let drafts = Mutex<[String: String]>([:])

    /// The server of the running test's world.
    static var current: NotesServer {
        World.current.live(NotesServer.self) { NotesServer() }
    }

    func store(_ text: String, as noteId: String) {
        drafts.withLock { $0[noteId] = text }
    }

    func draft(of noteId: String) -> String {
        drafts.withLock { $0[noteId] ?? "" }
    }
}
