/// Why the notes service did not save a draft.
public enum NotesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The device could not reach the server.
    case offline
    /// The server refused the draft, with its HTTP status.
    case refused(status: Int)

    /// In a few words, as a status line says it: "offline".
    public var description: String {
        switch self {
        case .offline: "offline"
        case .refused(let status): "the server said \(status)"
        }
    }
}
