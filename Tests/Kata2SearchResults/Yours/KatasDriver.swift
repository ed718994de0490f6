import StandIns
import Testability

@testable import Kata2

/// Reaches Kata 2's before version the only ways it offers: its initializer
/// takes the table view, so the test hands it one it can read; the search
/// itself goes to `APIWrapper.search`, which a test can neither see nor answer.
struct KatasDriver: Kata2Driver {
    let version = Version.katas

    func searchResults() throws -> SearchUnderTest {
        let tableView = ReloadCountingTableView()
        let dataSource = SearchResultsDataSource(tableView: tableView)
        return SearchUnderTest(
            search: { query in dataSource.fetchSearchResults(query: query) },
            queriesSent: {
                throw NoSeam.cannotObserve(
                    "`fetchSearchResults` hands the query to the static `APIWrapper.search`, which sends it to the"
                        + " server; no test can see what it was sent",
                    missing: "a search function passed in, which a test can replace with one that records the query"
                )
            },
            answer: answerFromTheServer,
            rows: { tableView.rowTextsAskedNow },
            reloads: { tableView.reloads }
        )
    }

    func searchScreen() throws -> ScreenUnderTest {
        let screen = SearchViewController()
        return ScreenUnderTest(
            appear: { screen.loadViewIfNeeded() },
            search: { query in screen.searchBarSearchButtonClicked(query: query) },
            answer: answerFromTheServer,
            rows: { screen.tableView.isVisible(in: screen.view) ? screen.tableView.rowTexts : [] }
        )
    }

    func tokenStore(keychainRefusingWith status: Int32) throws -> TokenStoreUnderTest {
        throw NoSeam.cannotControl(
            "`SearchTokenStore.save` calls the device keychain's `SecItemAdd` itself, and the keychain answers as it "
                + "does; a test cannot make it refuse with a status of its choosing",
            missing: "the keychain's \"add item\" function handed to the store, which a test can replace")
    }

    func tokenStore() throws -> TokenStoreUnderTest {
        // The store calls `SecItemAdd` itself: only the device's keychain shows what it saved.
        TokenStoreUnderTest(saving: SearchTokenStore().save, itemsHeld: KeychainItem.onTheDevice)
    }

    func appsSearchScreen() throws -> AppsSearchScreen {
        let screen = SearchViewController()
        return AppsSearchScreen(
            appear: { screen.loadViewIfNeeded() },
            search: { query in screen.searchBarSearchButtonClicked(query: query) },
            rows: { screen.tableView.isVisible(in: screen.view) ? screen.tableView.rowTexts : [] }
        )
    }

    func appsSearchResults() throws -> AppsSearchScreen {
        let tableView = UITableView()
        let dataSource = SearchResultsDataSource(tableView: tableView)
        return AppsSearchScreen(
            appear: {},
            search: { query in dataSource.fetchSearchResults(query: query) },
            rows: { tableView.rowTexts }
        )
    }

    func appsTokenStore() throws -> TokenStoreUnderTest {
        TokenStoreUnderTest(saving: SearchTokenStore().save, itemsHeld: KeychainItem.onTheDevice)
    }

    /// The before code asks `APIWrapper.search` itself, so only the server
    /// answers, and only when the app's run loop turns.
    private func answerFromTheServer(_ request: Int, _ answer: Answer) throws {
        throw NoSeam.cannotControl(
            "the answer comes from the server that the static `APIWrapper.search` calls; no test can choose it, nor"
                + " when it arrives",
            missing: "a search function passed in, whose completion the test calls with the answer it chooses"
        )
    }
}
