/// The keychain's status codes and item attributes, as Security names them.

/// A keychain call's result code, as Security's `OSStatus`.
public typealias OSStatus = Int32

/// The call succeeded.
public let errSecSuccess: OSStatus = 0
/// An item with the same service and account is already in the keychain.
public let errSecDuplicateItem: OSStatus = -25_299
/// No item matched the query.
public let errSecItemNotFound: OSStatus = -25_300
/// The attributes were incomplete or malformed.
public let errSecParam: OSStatus = -50

/// The attribute that names the service an item belongs to.
public let kSecAttrService = "svce"
/// The attribute that names the account an item belongs to.
public let kSecAttrAccount = "acct"
/// The attribute that holds an item's secret.
public let kSecValueData = "v_Data"
