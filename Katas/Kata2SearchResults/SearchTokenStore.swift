import StandIns

/// Keeps the search service's API token in the device's keychain.
public struct SearchTokenStore {
    /// The keychain service and account the token is saved under.
    static let service = "com.example.search"
    static let account = "api-token"

    public init() {}

    /// Saves `token` in the keychain. A blank token is refused before the
    /// keychain is asked, and a token already saved is kept.
    public func save(_ token: String) throws(TokenStoreError) {
        guard !token.allSatisfy(\.isWhitespace) else { throw .blankToken }
        let status = SecItemAdd([
            Keychain.kSecAttrService: Self.service, Keychain.kSecAttrAccount: Self.account,
            Keychain.kSecValueData: token,
        ])
        switch status {
        case Keychain.errSecSuccess: return
        case Keychain.errSecDuplicateItem: throw .alreadySaved
        default: throw .keychainRefused(status)
        }
    }
}
