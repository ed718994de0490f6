import Foundation
import SearchAPI
import StandIns

/// Feeds a table view the places found for the user's latest search.
public final class SearchResultsDataSource: UITableViewDataSource {
    private let tableView: UITableView
    private let searcher: Searcher
    private var results: [String] = []
    /// The search in flight, if any. A newer search cancels it, so that its
    /// answer, arriving late, is dropped.
    private var search: Task<Void, Never>?

    /// A data source that feeds `tableView`, and becomes its data source. It
    /// searches with `searcher`; by default, the search service's.
    public init(tableView: UITableView, searcher: @escaping Searcher = APIWrapper.search(query:)) {
        self.tableView = tableView
        self.searcher = searcher
        tableView.dataSource = self
    }

    /// Searches for `query`, and shows the answer in the table when it
    /// arrives. A newer search cancels this one: its answer is dropped, even
    /// when it arrives first. A blank query sends nothing and leaves the
    /// table, and any search in flight, as they are.
    ///
    /// Returns the search's task, which the app may ignore and a test awaits
    /// to know the answer is shown; `nil` when nothing was sent.
    @discardableResult
    public func fetchSearchResults(query: String) -> Task<Void, Never>? {
        guard !query.allSatisfy(\.isWhitespace) else { return nil }
        search?.cancel()
        let search = Task { [weak self, searcher] in
            let found: [String]
            do {
                found = try await searcher(query)
            } catch {
                found = []
            }
            guard !Task.isCancelled, let self else { return }
            self.results = found
            self.tableView.reloadData()
        }
        self.search = search
        return search
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        if results.indices.contains(indexPath.row) {
            cell.textLabel?.text = results[indexPath.row]
        }
        return cell
    }
}
