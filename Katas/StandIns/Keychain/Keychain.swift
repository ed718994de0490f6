/// The device's keychain, a live stand-in for Security's item functions:
/// each call is recorded as a contact, and the items live in the running
/// test's world, never on disk.

/// A stand-in for Security's `SecItemAdd`: stores a secret under a service and
/// an account in the device's keychain.
///
/// Answers `errSecParam` when the service, the account or the secret is
/// missing or empty, and `errSecDuplicateItem` when the keychain already
/// holds an item for that service and account; it then keeps the old item.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecItemAdd(_ attributes: [String: String]) -> OSStatus {
    let key = KeychainItems.Key(attributes)
    World.current.record(Contact("keychain", via: "SecItemAdd", "added an item for \(key)"))
    guard key.isComplete, let secret = attributes[kSecValueData], !secret.isEmpty else { return errSecParam }
    let items = World.current.live(KeychainItems.self) { KeychainItems() }
    guard items.secrets[key] == nil else { return errSecDuplicateItem }
    items.secrets[key] = secret
    return errSecSuccess
}

/// A stand-in for Security's `SecItemCopyMatching`: reads the secret stored
/// under the query's service and account into `result`.
///
/// Answers `errSecParam` when the service or the account is missing, and
/// `errSecItemNotFound` when no item matches; `result` is then `nil`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecItemCopyMatching(_ query: [String: String], _ result: inout String?) -> OSStatus {
    let key = KeychainItems.Key(query)
    World.current.record(Contact("keychain", via: "SecItemCopyMatching", "read the item for \(key)"))
    result = nil
    guard key.isComplete else { return errSecParam }
    let items = World.current.live(KeychainItems.self) { KeychainItems() }
    guard let secret = items.secrets[key] else { return errSecItemNotFound }
    result = secret
    return errSecSuccess
}

/// The items a keychain holds, by service and account.
private final class KeychainItems {
    struct Key: Hashable, CustomStringConvertible {
        let service: String
        let account: String

        init(_ attributes: [String: String]) {
            service = attributes[kSecAttrService] ?? ""
            account = attributes[kSecAttrAccount] ?? ""
        }

        var isComplete: Bool { !service.isEmpty && !account.isEmpty }

        var description: String { "account \"\(account)\" of \"\(service)\"" }
    }

    var secrets: [Key: String] = [:]
}
