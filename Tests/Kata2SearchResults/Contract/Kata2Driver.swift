import Testability

/// What a Kata 2 scenario needs from any version of the search screen. Each
/// version's driver answers it with that version's own API.
protocol Kata2Driver: VersionDriver {
    /// A fresh search results list, feeding a table view of its own.
    func searchResults() async throws -> SearchUnderTest
    /// A fresh search screen, as the app makes it.
    func searchScreen() async throws -> ScreenUnderTest
    /// A fresh store for the search service's token, on a keychain that
    /// holds no item for the app yet.
    func tokenStore() async throws -> TokenStoreUnderTest
    /// A fresh store for the search service's token, on a keychain that
    /// refuses every item with `status`.
    func tokenStore(keychainRefusingWith status: Int32) async throws -> TokenStoreUnderTest

    // The app's own wiring, which `Kata2Wiring` checks and does not judge:
    // each member makes what the app makes as the app's code makes it, with
    // no arguments (keep these short, as the app's call sites are), on the
    // live search service and the device's keychain.

    /// The search screen, made by the app with no arguments.
    func appsSearchScreen() async throws -> AppsSearchScreen
    /// The search results list, made by the app with nothing but its table
    /// view (its `appear` does nothing).
    func appsSearchResults() async throws -> AppsSearchScreen
    /// The token's store, made by the app with no arguments; its items are
    /// those the device's keychain holds under the app's service and account.
    func appsTokenStore() async throws -> TokenStoreUnderTest
}

/// The app's search screen, on whatever search service the app gets.
struct AppsSearchScreen {
    /// Brings the screen up, as the app does before the user sees it.
    let appear: @MainActor () async throws -> Void
    /// The user types the query in the search bar and taps "Search".
    let search: @MainActor (_ query: String) async throws -> Void
    /// The texts of the rows the screen's table shows, top to bottom.
    let rows: @MainActor () async throws -> [String]
}

extension KeychainItem {
    /// The keychain service and account the app keeps its token under.
    static let appsService = "com.example.search"
    static let appsAccount = "api-token"
}

/// What the search service answers to one request, as a scenario chooses it.
enum Answer: Equatable, CustomStringConvertible {
    case places([String])
    case failure

    var description: String {
        switch self {
        case .places(let places): "places \(places)"
        case .failure: "an error"
        }
    }
}

/// The search results list, as a scenario drives it.
struct SearchUnderTest {
    /// The user searches for the query.
    let search: @MainActor (_ query: String) async throws -> Void
    /// The queries the search service was sent, oldest first.
    let queriesSent: @MainActor () async throws -> [String]
    /// The search service answers the request sent `request`-th (0 for the
    /// first) with `answer`.
    let answer: @MainActor (_ request: Int, _ answer: Answer) async throws -> Void
    /// The texts of the rows the data source gives its table when the table
    /// asks, top to bottom.
    let rows: @MainActor () async throws -> [String]
    /// How many times the table has reloaded its rows.
    let reloads: @MainActor () async throws -> Int
}

/// The search screen, as a scenario drives it.
struct ScreenUnderTest {
    /// Brings the screen up, as the app does before the user sees it.
    let appear: @MainActor () async throws -> Void
    /// The user types the query in the search bar and taps "Search".
    let search: @MainActor (_ query: String) async throws -> Void
    /// The search service answers the request sent `request`-th.
    let answer: @MainActor (_ request: Int, _ answer: Answer) async throws -> Void
    /// The texts of the rows the screen's table shows, top to bottom.
    let rows: @MainActor () async throws -> [String]
}

/// The search token's store, as a scenario drives it.
struct TokenStoreUnderTest {
    /// Saves the token; the store's refusal, in its words, or `nil` if saved.
    let save: @MainActor (_ token: String) async throws -> String?
    /// The items the keychain holds for the app: none, or its one token.
    let itemsHeld: @MainActor () async throws -> [KeychainItem]
}

extension TokenStoreUnderTest {
    /// A store whose `save` (a store's own, say `store.save`) saves as the
    /// app does: its refusal in its own words, or `nil` once saved.
    @MainActor
    init<Refusal: Error & CustomStringConvertible>(
        saving save: @escaping (_ token: String) throws(Refusal) -> Void,
        itemsHeld: @escaping @MainActor () async throws -> [KeychainItem]
    ) {
        self.init(
            save: { token in
                do throws(Refusal) {
                    try save(token)
                    return nil
                } catch {
                    return error.description
                }
            },
            itemsHeld: itemsHeld)
    }
}

/// A keychain item: a secret under a service and an account.
struct KeychainItem: Equatable, CustomStringConvertible {
    let service: String
    let account: String
    let secret: String

    var description: String { "\"\(secret)\" for account \"\(account)\" of \"\(service)\"" }
}
