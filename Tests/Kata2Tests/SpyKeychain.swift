import StandIns

/// A keychain of the test's own, for the "add item" function: it keeps the
/// items it is given and answers as the device's keychain would.
final class SpyKeychain {
    /// The items added, oldest first.
    private(set) var items: [KeychainItem] = []

    /// Adds an item, as `SecItemAdd` would: once per service and account.
    func add(_ attributes: [String: String]) -> OSStatus {
        guard let service = attributes[kSecAttrService], let account = attributes[kSecAttrAccount],
            let secret = attributes[kSecValueData]
        else { return errSecParam }
        guard !items.contains(where: { $0.service == service && $0.account == account }) else {
            return errSecDuplicateItem
        }
        items.append(KeychainItem(service: service, account: account, secret: secret))
        return errSecSuccess
    }
}
