// Kata 2, before: a search screen whose table's data source calls the search
// service's static method directly. This is the learner's code to change.

import Foundation
import SearchAPI
import StandIns

/// Feeds a table view the places found for the user's latest search.
public final class SearchResultsDataSource: UITableViewDataSource {
    private let tableView: UITableView
    private var results: [String] = []
    private var latestSearch = 0

    /// A data source that feeds `tableView`, and becomes its data source.
    public init(tableView: UITableView) {
        self.tableView = tableView
        tableView.dataSource = self
    }

    /// Searches for `query`, and shows the answer in the table when it
    /// arrives. An answer to an earlier search, arriving late, is dropped.
    /// A blank query sends nothing and leaves the table as it is.
    public func fetchSearchResults(query: String) {
        guard !query.allSatisfy(\.isWhitespace) else { return }
        latestSearch += 1
        let search = latestSearch
        APIWrapper.search(query: query) { [weak self] result in
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
