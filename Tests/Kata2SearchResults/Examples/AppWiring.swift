@_spi(Judge) import StandIns
import Testing

@testable import Kata2Solution

/// The reference app's own wiring, checked on its own: the default search
/// and keychain functions that the unit scenarios rightly replace. These
/// checks run the Solutions' defaults against the live stand-ins, in a world
/// of their own, and judge no testability: they make sure that what the app
/// gets when it passes nothing still works.
@MainActor
@Suite("Kata 2 · The app's wiring, as the Solutions ship it")
struct AppWiring {
    @Test("By default the screen searches the live search service, whose answer arrives when the main run loop runs")
    func defaultSearch() async {
        let world = World(name: "the app's own search")
        await world.run {
            let screen = SearchViewController()
            screen.loadViewIfNeeded()
            let search = screen.searchBarSearchButtonClicked(query: "fancy restaurant")
            await search?.value
            #expect(world.contacts.map(\.description) == ["network: GET search.example/search?q=fancy%20restaurant"])
            #expect(
                screen.tableView.visibleCells.map { $0.textLabel?.text }
                    == ["Fancy Restaurant Lumière", "Le Jardin, a fancy restaurant"])
        }
    }

    @Test("By default the screen sends the service the query as the user typed it, capitals and accents included")
    func defaultSearchSendsTheQuery() async {
        let world = World(name: "the app's own search, typed with capitals")
        await world.run {
            let screen = SearchViewController()
            screen.loadViewIfNeeded()
            await screen.searchBarSearchButtonClicked(query: "Café Nube")?.value
            #expect(world.contacts.map(\.description) == ["network: GET search.example/search?q=Caf%C3%A9%20Nube"])
        }
    }

    @Test("By default a search the service answers with an error empties the table")
    func defaultSearchError() async {
        await World(name: "the app's own search, refused").run {
            let tableView = UITableView()
            let dataSource = SearchResultsDataSource(tableView: tableView)
            await dataSource.fetchSearchResults(query: "sushi")?.value
            #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Sushi Ko"])

            await dataSource.fetchSearchResults(query: "xyzzy")?.value
            #expect(tableView.visibleCells.isEmpty)
        }
    }

    @Test("By default the token store saves in the device's keychain, under the app's account")
    func defaultKeychain() throws {
        try World(name: "the app's own keychain").run {
            try SearchTokenStore().save("tok-1234")
            var saved: String?
            let status = SecItemCopyMatching(
                [Keychain.kSecAttrService: "com.example.search", Keychain.kSecAttrAccount: "api-token"], &saved)
            #expect(status == Keychain.errSecSuccess)
            #expect(saved == "tok-1234")
        }
    }
}
