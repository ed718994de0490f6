import StandIns
import Testability
import Testing

@testable import Kata2Solution

/// Unit tests of the search token's store as the refactoring leaves it: the
/// keychain's "add item" function is handed in, and a test hands in its own.
@Suite("Kata 2 · Examples: the search token's store", .unitTests)
struct SearchTokenStoreTests {
    /// Before: the token went to the device's keychain, shared by every test.
    @Test("Saving hands the keychain the token under the app's service and account")
    func savesUnderTheAppsAccount() throws {
        var added: [[String: String]] = []
        let store = SearchTokenStore { attributes in
            added.append(attributes)
            return Keychain.errSecSuccess
        }
        try store.save("tok-2c8f6e1a-9b7d-4e03-a5f1-0d2c7e9b4a61")
        #expect(
            added == [
                [
                    Keychain.kSecAttrService: "com.example.search", Keychain.kSecAttrAccount: "api-token",
                    Keychain.kSecValueData: "tok-2c8f6e1a-9b7d-4e03-a5f1-0d2c7e9b4a61",
                ]
            ])
    }

    /// Before: a test could not see whether the keychain was asked at all.
    @Test("A blank token is refused before the keychain is asked")
    func blankTokenIsRefused() {
        var asked = false
        let store = SearchTokenStore { _ in
            asked = true
            return Keychain.errSecSuccess
        }
        #expect(throws: TokenStoreError.blankToken) { try store.save("  ") }
        #expect(!asked)
    }

    /// Before: the live keychain answers as it does; a test could not make
    /// it refuse.
    @Test(
        "The keychain's refusal is reported, not taken for success",
        arguments: [
            (Keychain.errSecDuplicateItem, TokenStoreError.alreadySaved),
            (Keychain.errSecParam, .keychainRefused(Keychain.errSecParam)),
            (-34_018, .keychainRefused(-34_018)),
        ])
    func refusalIsReported(status: Keychain.Status, error: TokenStoreError) {
        let store = SearchTokenStore { _ in status }
        #expect(throws: error) { try store.save("tok-1234") }
    }
}
