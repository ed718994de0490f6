import Synchronization

/// The device's keychain, a live stand-in for Security's item functions:
/// each call is recorded as a contact, and the items live in the running
/// test's world, never on disk. Safe to call from any thread, as Security's
/// functions are.

/// A stand-in for Security's `SecItemAdd`: stores a secret under a service and
/// an account in the device's keychain.
///
/// Answers `Keychain.errSecParam` when the service, the account or the secret
/// is missing or empty, and `Keychain.errSecDuplicateItem` when the keychain
/// already holds an item for that service and account; it then keeps the
/// old item.
///
/// On iOS, `SecItemAdd` takes a `CFDictionary` and an out-pointer for the
/// item it added: `SecItemAdd(attributes as CFDictionary, nil)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecItemAdd(_ attributes: [String: String]) -> Keychain.Status {
    let key = KeychainItems.Key(attributes)
    World.current.record(Contact("keychain", via: "SecItemAdd", "added an item for \(key)"))
    guard key.isComplete, let secret = attributes[Keychain.kSecValueData], !secret.isEmpty else {
        return Keychain.errSecParam
    }
    return KeychainItems.current.add(secret, under: key)
}

/// A stand-in for Security's `SecItemCopyMatching`: reads the secret stored
/// under the query's service and account into `result`.
///
/// Answers `Keychain.errSecParam` when the service or the account is missing,
/// and `Keychain.errSecItemNotFound` when no item matches; `result` is then
/// `nil`.
///
/// On iOS, `SecItemCopyMatching` takes a `CFDictionary` and an out-pointer to
/// a `CFTypeRef?`, which holds `Data` when the query asks for it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecItemCopyMatching(_ query: [String: String], _ result: inout String?) -> Keychain.Status {
    let key = KeychainItems.Key(query)
    World.current.record(Contact("keychain", via: "SecItemCopyMatching", "read the item for \(key)"))
    result = nil
    guard key.isComplete else { return Keychain.errSecParam }
    guard let secret = KeychainItems.current.secret(under: key) else { return Keychain.errSecItemNotFound }
    result = secret
    return Keychain.errSecSuccess
}

/// Security's keychain names that the stand-in uses, kept in a namespace of
/// its own.
///
/// On macOS, `import Foundation` brings Security's own `OSStatus`,
/// `errSecSuccess` and `kSecAttrService`; names of the same spelling at the
/// top level of this module would then be ambiguous in any file that imports
/// both. On iOS, drop the `Keychain.` prefix (and write `OSStatus` for
/// `Keychain.Status`); the attribute names there are `CFString`s, used as
/// `kSecAttrService as String`.
public enum Keychain {
    /// A keychain call's result code, as Security's `OSStatus`.
    public typealias Status = Int32

    /// The call succeeded.
    public static let errSecSuccess: Status = 0
    /// An item with the same service and account is already in the keychain.
    public static let errSecDuplicateItem: Status = -25_299
    /// No item matched the query.
    public static let errSecItemNotFound: Status = -25_300
    /// The attributes were incomplete or malformed.
    public static let errSecParam: Status = -50

    /// The attribute that names the service an item belongs to.
    public static let kSecAttrService = "svce"
    /// The attribute that names the account an item belongs to.
    public static let kSecAttrAccount = "acct"
    /// The attribute that holds an item's secret.
    public static let kSecValueData = "v_Data"
}

/// The items a keychain holds, by service and account.
private final class KeychainItems: Sendable {
    struct Key: Hashable, CustomStringConvertible {
        let service: String
        let account: String

        init(_ attributes: [String: String]) {
            service = attributes[Keychain.kSecAttrService] ?? ""
            account = attributes[Keychain.kSecAttrAccount] ?? ""
        }

        var isComplete: Bool { !service.isEmpty && !account.isEmpty }

        var description: String { "account \"\(account)\" of \"\(service)\"" }
    }

    private let secrets = Mutex<[Key: String]>([:])

    /// The keychain of the running test's world.
    static var current: KeychainItems {
        World.current.live(KeychainItems.self) { KeychainItems() }
    }

    func add(_ secret: String, under key: Key) -> Keychain.Status {
        secrets.withLock { secrets in
            guard secrets[key] == nil else { return Keychain.errSecDuplicateItem }
            secrets[key] = secret
            return Keychain.errSecSuccess
        }
    }

    func secret(under key: Key) -> String? {
        secrets.withLock { $0[key] }
    }
}
