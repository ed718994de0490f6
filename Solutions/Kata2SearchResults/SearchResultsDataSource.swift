import Foundation
import SearchAPI
import StandIns

/// Feeds a table view the places found for the user's latest search.
public final class SearchResultsDataSource: UITableViewDataSource {
    private let tableView: UITableView
    private let searcher: Searcher
    private var results: [String] = []
    private var latestSearch = 0

    /// A data source that feeds `tableView`, and becomes its data source. It
    /// searches with `searcher`; by default, the search service's.
    public init(tableView: UITableView, searcher: @escaping Searcher = APIWrapper.search) {
        self.tableView = tableView
        self.searcher = searcher
        tableView.dataSource = self
    }

    /// Searches for `query`, and shows the answer in the table when it
    /// arrives. An answer to an earlier search, arriving late, is dropped.
    /// A blank query sends nothing and leaves the table as it is.
    public func fetchSearchResults(query: String) {
        guard !query.allSatisfy(\.isWhitespace) else { return }
        latestSearch += 1
        let search = latestSearch
        searcher(query) { [weak self] result in
            guard let self, search == self.latestSearch else { return }
            switch result {
            case .success(let results):
                self.results = results
            case .failure:
                self.results = []
            }
            self.tableView.reloadData()
        }
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
