import Foundation
import StandIns
import Testability
import Testing

@testable import Kata2Solution

/// Unit tests of the search results' data source as the refactoring leaves
/// it: the search is an async function handed in, which a test replaces with
/// one that captures the query and answers when the test says. Each search
/// returns its task, which a test awaits: no sleep, no polling. The first
/// four are the article's own cases, in the workbook's names.
@MainActor
@Suite("Kata 2 · Examples: the search results", .unitTests)
struct SearchResultsDataSourceTests {
    /// Before: the query went to the live server through the static
    /// `APIWrapper.search`, and nothing showed it to a test.
    @Test("The search receives the query the user typed")
    func sendsTheQuery() async {
        var queries: [String] = []
        let dataSource = SearchResultsDataSource(tableView: UITableView()) { query in
            queries.append(query)
            return []
        }
        await dataSource.fetchSearchResults(query: "fancy restaurant")?.value
        #expect(queries == ["fancy restaurant"])
    }

    /// Before: only the live server could answer, and only when the app's
    /// run loop turned.
    @Test("An answer with no places leaves the table empty")
    func noPlaces() async {
        let tableView = UITableView()
        let dataSource = SearchResultsDataSource(tableView: tableView) { _ in [] }
        await dataSource.fetchSearchResults(query: "xyzzy")?.value
        #expect(tableView.numberOfRows(inSection: 0) == 0)
    }

    /// Before: the same; the places were the server's, never the test's.
    @Test("An answer with places fills the table in order, each cell showing its place")
    func places() async {
        let tableView = UITableView()
        // Two places of one name, in two streets: a row each.
        let found = ["Le Jardin", "Fancy Restaurant Lumière", "Le Jardin"]
        let dataSource = SearchResultsDataSource(tableView: tableView) { _ in found }
        await dataSource.fetchSearchResults(query: "fancy restaurant")?.value
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Le Jardin")
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Fancy Restaurant Lumière")
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Le Jardin")
    }

    /// Before: a test could not make the server fail on purpose.
    @Test("An error empties the table, even of earlier results")
    func errorEmptiesTheTable() async {
        let tableView = UITableView()
        let dataSource = SearchResultsDataSource(tableView: tableView) { query in
            guard query == "sushi" else { throw SearchDown() }
            return ["Sushi Ko"]
        }
        await dataSource.fetchSearchResults(query: "sushi")?.value
        #expect(tableView.numberOfRows(inSection: 0) == 1)
        await dataSource.fetchSearchResults(query: "tacos")?.value
        #expect(tableView.numberOfRows(inSection: 0) == 0)
    }

    /// Before: two searches in flight, answered in the order a test chooses,
    /// could not be arranged at all.
    @Test("A late answer to an older search does not replace the newer results")
    func lateAnswerIsDropped() async throws {
        let search = CapturingSearch()
        let tableView = UITableView()
        let dataSource = SearchResultsDataSource(tableView: tableView, searcher: search.run)
        let older = dataSource.fetchSearchResults(query: "sushi")
        let newer = dataSource.fetchSearchResults(query: "tacos")
        await search.untilReceived(2)
        // Each search must wait for its own answer: a test that answers the
        // wrong one would wait for ever, so it checks first, and stops.
        try #require(search.queries == ["sushi", "tacos"])
        try search.answer(1, with: .success(["Taco Sol"]))
        await newer?.value
        try search.answer(0, with: .success(["Sushi Ko"]))
        await older?.value
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Taco Sol"])
    }

    /// Before: the same race, the other way round; a search that honours
    /// cancellation, as `URLSession`'s do, fails at once when a newer one
    /// starts, and that failure must not empty the table either.
    @Test("A search cancelled by a newer one empties nothing, whatever it answers")
    func cancelledSearchEmptiesNothing() async {
        let tableView = UITableView()
        let dataSource = SearchResultsDataSource(tableView: tableView) { query in
            guard query == "sushi" else { throw CancellationError() }
            return ["Sushi Ko"]
        }
        let cancelled = dataSource.fetchSearchResults(query: "tacos")
        await dataSource.fetchSearchResults(query: "sushi")?.value
        await cancelled?.value
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Sushi Ko"])
    }

    /// Before: a blank search that did go out would have been a request to
    /// the live server, seen by no test.
    @Test("A blank query is not sent", arguments: ["", "   ", "\n"])
    func blankQuery(query: String) {
        let dataSource = SearchResultsDataSource(tableView: UITableView()) { _ in
            Issue.record("a blank query was sent")
            return []
        }
        #expect(dataSource.fetchSearchResults(query: query) == nil)
    }
}

/// A search of the test's own: it captures each query, and answers only when
/// the test says so.
@MainActor
final class CapturingSearch {
    private(set) var queries: [String] = []
    private var waiting: [CheckedContinuation<[String], any Error>?] = []
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Receives a search, and waits for the test's answer.
    func run(_ query: String) async throws -> [String] {
        queries.append(query)
        let ready = watchers.filter { $0.count <= queries.count }
        watchers.removeAll { $0.count <= queries.count }
        for watcher in ready { watcher.continuation.resume() }
        return try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    /// Returns once `count` searches have been received.
    func untilReceived(_ count: Int) async {
        guard queries.count < count else { return }
        await withCheckedContinuation { watchers.append((count, $0)) }
    }

    /// Answers the search received `index`-th (0 for the first).
    func answer(_ index: Int, with result: Result<[String], any Error>) throws {
        let continuation = try #require(waiting.indices.contains(index) ? waiting[index] : nil)
        waiting[index] = nil
        continuation.resume(with: result)
    }
}

/// The error a test's search fails with.
struct SearchDown: Error {}
