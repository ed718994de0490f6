import StandIns
import Testability
import Testing

@testable import Kata2Tests

/// Both versions of the app, as the wiring checks run them.
let apps = drivers.map { TheApp($0, on: $0.version) }

/// The app's own wiring, on both versions: what the app gets when it makes
/// the search screen and the token's store with no arguments. The scenarios
/// hand every version the test's search service and keychain; these checks
/// make sure a refactoring still gives the app the live ones. They judge no
/// testability: they reach the live search service and the device's
/// keychain on purpose, each in a world of its own that starts as the app
/// ships.
@MainActor
@Suite("Kata 2 · The app's wiring, on both versions", .serialized, .appAsShipped)
struct Kata2Wiring {
    @Test(
        "The app's search screen, made with no arguments, sends the live service the query as typed and shows its answer",
        arguments: apps)
    func searchScreen(in app: TheApp<any Kata2Driver>) async throws {
        let screen = try await app.driver.appsSearchScreen()
        try await screen.appear()
        try await screen.search("Café Nube")
        let sent = TheLiveWorld.contacts()
        #expect(
            sent == ["network: GET search.example/search?q=Caf%C3%A9%20Nube"],
            """
            The app's search screen, made with no arguments, sent \(sent.isEmpty ? "nothing" : "\(sent)") when the \
            user searched "Café Nube", where the app sends the live search service the query as typed \
            (GET search.example/search?q=Caf%C3%A9%20Nube): its default search is not the service's
            """)
        MainRunLoop.shared.runUntilIdle()
        let rows = try await screen.rows()
        #expect(
            rows == ["Café Nube"],
            """
            The app's search screen, made with no arguments, shows \(rows) once the live service answered, where \
            the app shows ["Café Nube"]: its default search does not hand the screen the service's answer
            """)
    }

    @Test(
        "The app's search results, made with their table alone, search the live service and show its answer",
        arguments: apps)
    func searchResults(in app: TheApp<any Kata2Driver>) async throws {
        let results = try await app.driver.appsSearchResults()
        try await results.search("sushi")
        let sent = TheLiveWorld.contacts()
        MainRunLoop.shared.runUntilIdle()
        let rows = try await results.rows()
        #expect(
            sent == ["network: GET search.example/search?q=sushi"] && rows == ["Sushi Ko"],
            """
            The app's search results, made with their table alone, sent \(sent.isEmpty ? "nothing" : "\(sent)") \
            for "sushi" and show \(rows), where the app asks the live search service \
            (GET search.example/search?q=sushi) and shows ["Sushi Ko"]: their default search is not the service's
            """)
    }

    @Test(
        "The app's token store, made with no arguments, saves in the device's keychain, under the app's account",
        arguments: apps)
    func tokenStore(in app: TheApp<any Kata2Driver>) async throws {
        let store = try await app.driver.appsTokenStore()
        let refusal = try await store.save("tok-1234")
        let held = try await store.itemsHeld()
        let expected = [
            KeychainItem(service: KeychainItem.appsService, account: KeychainItem.appsAccount, secret: "tok-1234")
        ]
        #expect(
            refusal == nil && held == expected,
            """
            The app's token store, made with no arguments, \(refusal.map { "refused the token: \($0)" } ?? "saved the token"), \
            and the device's keychain holds \(held.isEmpty ? "nothing" : "\(held)") for the app, where the app's \
            store saves \(expected[0]) there: its default keychain is not the device's
            """)
    }
}
