/// Why the library's service did not answer as asked.
public enum LibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The device could not reach the library.
    case offline
    /// The library refused, and said why: "Reserved by another member".
    case refused(String)

    /// In a few words, as a screen says it: "you're offline".
    public var description: String {
        switch self {
        case .offline: "you're offline"
        case .refused(let reason): reason
        }
    }
}
