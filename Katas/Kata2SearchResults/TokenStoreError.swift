import StandIns

/// Why the search token was not saved.
public enum TokenStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The token was empty or only spaces; the keychain was not asked.
    case blankToken
    /// The keychain already holds a token; it keeps the old one.
    case alreadySaved
    /// The keychain refused the item with this status.
    case keychainRefused(Keychain.Status)

    public var description: String {
        switch self {
        case .blankToken: "the token is blank, so it was not saved"
        case .alreadySaved: "a token is already saved; the keychain keeps the old one"
        case .keychainRefused(let status): "the keychain refused the token (status \(status))"
        }
    }
}
