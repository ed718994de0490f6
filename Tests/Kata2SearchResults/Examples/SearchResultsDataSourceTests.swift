import Foundation
import StandIns
import Testability
import Testing

@testable import Kata2Solution

/// Unit tests of the search results' data source as the refactoring leaves
/// it: the search is a function handed in, which a test replaces with one
/// that captures the query and the completion. The first four are the
/// article's own cases, in the workbook's names.
@MainActor
@Suite("Kata 2 · Examples: the search results", .unitTests)
struct SearchResultsDataSourceTests {
    /// Before: the query went to the live server through the static
    /// `APIWrapper.search`, and nothing showed it to a test.
    @Test("The search receives the query the user typed")
    func sendsTheQuery() {
        let search = CapturingSearch()
        let dataSource = SearchResultsDataSource(tableView: UITableView(), searcher: search.run)
        dataSource.fetchSearchResults(query: "fancy restaurant")
        #expect(search.queries == ["fancy restaurant"])
    }

    /// Before: only the live server could answer, and only when the app's
    /// run loop turned.
    @Test("An answer with no places leaves the table empty")
    func noPlaces() throws {
        let search = CapturingSearch()
        let tableView = UITableView()
        let dataSource = SearchResultsDataSource(tableView: tableView, searcher: search.run)
        dataSource.fetchSearchResults(query: "xyzzy")
        try search.answer(0, with: .success([]))
        #expect(tableView.numberOfRows(inSection: 0) == 0)
    }

    /// Before: the same; the places were the server's, never the test's.
    @Test("An answer with places fills the table in order, each cell showing its place")
    func places() throws {
        let search = CapturingSearch()
        let tableView = UITableView()
        let dataSource = SearchResultsDataSource(tableView: tableView, searcher: search.run)
        dataSource.fetchSearchResults(query: "fancy restaurant")
        try search.answer(0, with: .success(["Le Jardin", "Fancy Restaurant Lumière"]))
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Le Jardin")
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Fancy Restaurant Lumière")
    }

    /// Before: a test could not make the server fail on purpose.
    @Test("An error empties the table, even of earlier results")
    func errorEmptiesTheTable() throws {
        let search = CapturingSearch()
        let tableView = UITableView()
        let dataSource = SearchResultsDataSource(tableView: tableView, searcher: search.run)
        dataSource.fetchSearchResults(query: "sushi")
        try search.answer(0, with: .success(["Sushi Ko"]))
        dataSource.fetchSearchResults(query: "tacos")
        try search.answer(1, with: .failure(SearchDown()))
        #expect(tableView.numberOfRows(inSection: 0) == 0)
    }

    /// Before: two searches in flight, answered in the order a test chooses,
    /// could not be arranged at all.
    @Test("A late answer to an older search does not replace the newer results")
    func lateAnswerIsDropped() throws {
        let search = CapturingSearch()
        let tableView = UITableView()
        let dataSource = SearchResultsDataSource(tableView: tableView, searcher: search.run)
        dataSource.fetchSearchResults(query: "sushi")
        dataSource.fetchSearchResults(query: "tacos")
        try search.answer(1, with: .success(["Taco Sol"]))
        try search.answer(0, with: .success(["Sushi Ko"]))
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Taco Sol"])
    }

    /// Before: a blank search that did go out would have been a request to
    /// the live server, seen by no test.
    @Test("A blank query is not sent", arguments: ["", "   ", "\n"])
    func blankQuery(query: String) {
        let search = CapturingSearch()
        SearchResultsDataSource(tableView: UITableView(), searcher: search.run).fetchSearchResults(query: query)
        #expect(search.queries.isEmpty)
    }
}

/// A search of the test's own: it captures each query and its completion,
/// and answers only when the test says so.
@MainActor
final class CapturingSearch {
    private(set) var queries: [String] = []
    private var completions: [SearcherCompletion] = []

    /// Receives a search, as `APIWrapper.search` would, and answers nothing yet.
    func run(_ query: String, completion: @escaping SearcherCompletion) {
        queries.append(query)
        completions.append(completion)
    }

    /// Answers the search sent `index`-th (0 for the first).
    func answer(_ index: Int, with result: Result<[String], any Error>) throws {
        let completion = try #require(completions.indices.contains(index) ? completions[index] : nil)
        completion(result)
    }
}

/// The error a test's search fails with.
struct SearchDown: Error {}
