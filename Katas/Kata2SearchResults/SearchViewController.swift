import StandIns

/// The search screen: the user types a query, and the places found fill the
/// table below the search bar.
public final class SearchViewController: UIViewController {
    /// The table that lists the places found.
    public let tableView = UITableView()
    private let dataSource: SearchResultsDataSource

    public override init() {
        dataSource = SearchResultsDataSource(tableView: tableView)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
    }

    /// Runs when the user taps "Search" with `query` in the search bar.
    public func searchBarSearchButtonClicked(query: String) {
        dataSource.fetchSearchResults(query: query)
    }
}
