import StandIns

/// A keychain of the test's own, for the "add item" function: it keeps the
/// items it is given and answers as the device's keychain would, or refuses
/// every item with the status it was made with.
final class SpyKeychain {
    /// The items added, oldest first.
    private(set) var items: [KeychainItem] = []
    private let refusal: Keychain.Status?

    /// A keychain that answers as the device's would, or, given a status,
    /// refuses every item with it.
    init(refusingWith refusal: Keychain.Status? = nil) {
        self.refusal = refusal
    }

    /// Adds an item, as `SecItemAdd` would: once per service and account.
    func add(_ attributes: [String: String]) -> Keychain.Status {
        if let refusal { return refusal }
        guard let service = attributes[Keychain.kSecAttrService], let account = attributes[Keychain.kSecAttrAccount],
            let secret = attributes[Keychain.kSecValueData]
        else { return Keychain.errSecParam }
        guard !items.contains(where: { $0.service == service && $0.account == account }) else {
            return Keychain.errSecDuplicateItem
        }
        items.append(KeychainItem(service: service, account: account, secret: secret))
        return Keychain.errSecSuccess
    }
}
