import StandIns
import Testability

@testable import Kata2Solution
@testable import Kata2Tests

/// Reaches Kata 2's reference refactoring through its initializers: a spy
/// async search and a spy "add item" function are handed in. Each search's
/// task is awaited, never slept on: until its request reached the spy, then
/// until it took its answer.
struct SolutionDriver: Kata2Driver {
    let version = Version.solution

    func searchResults() throws -> SearchUnderTest {
        let tableView = ReloadCountingTableView()
        let service = ReferenceSearchService()
        let dataSource = SearchResultsDataSource(tableView: tableView, searcher: service.search)
        return SearchUnderTest(
            search: { query in await service.sent(by: dataSource.fetchSearchResults(query: query)) },
            queriesSent: { service.queries },
            answer: { request, answer in try await service.answer(request, with: answer) },
            rows: { tableView.rowTextsAskedNow },
            reloads: { tableView.reloads }
        )
    }

    func searchScreen() throws -> ScreenUnderTest {
        let service = ReferenceSearchService()
        let screen = SearchViewController(searcher: service.search)
        return ScreenUnderTest(
            appear: { screen.loadViewIfNeeded() },
            search: { query in await service.sent(by: screen.searchBarSearchButtonClicked(query: query)) },
            answer: { request, answer in try await service.answer(request, with: answer) },
            rows: { screen.tableView.isVisible(in: screen.view) ? screen.tableView.rowTexts : [] }
        )
    }

    func tokenStore(keychainRefusingWith status: Int32) throws -> TokenStoreUnderTest {
        tokenStore(on: SpyKeychain(refusingWith: status))
    }

    func tokenStore() throws -> TokenStoreUnderTest {
        tokenStore(on: SpyKeychain())
    }

    func appsSearchScreen() throws -> AppsSearchScreen {
        let screen = SearchViewController()
        return AppsSearchScreen(
            appear: { screen.loadViewIfNeeded() },
            // The live service answers on the app's run loop, which runs once
            // the main actor is free: the search ends on its own.
            search: { query in await screen.searchBarSearchButtonClicked(query: query)?.value },
            rows: { screen.tableView.isVisible(in: screen.view) ? screen.tableView.rowTexts : [] }
        )
    }

    func appsSearchResults() throws -> AppsSearchScreen {
        let tableView = UITableView()
        let dataSource = SearchResultsDataSource(tableView: tableView)
        return AppsSearchScreen(
            appear: {},
            search: { query in await dataSource.fetchSearchResults(query: query)?.value },
            rows: { tableView.rowTexts }
        )
    }

    func appsTokenStore() throws -> TokenStoreUnderTest {
        TokenStoreUnderTest(saving: SearchTokenStore().save, itemsHeld: KeychainItem.onTheDevice)
    }

    private func tokenStore(on keychain: SpyKeychain) -> TokenStoreUnderTest {
        TokenStoreUnderTest(saving: SearchTokenStore(addItem: keychain.add).save, itemsHeld: { keychain.items })
    }
}
