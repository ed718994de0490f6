import SearchAPI
import StandIns

/// The search screen: the user types a query, and the places found fill the
/// table below the search bar.
public final class SearchViewController: UIViewController {
    /// The table that lists the places found.
    public let tableView = UITableView()
    private let dataSource: SearchResultsDataSource

    /// The search screen; it searches with `searcher`, by default the search
    /// service's.
    public init(searcher: @escaping Searcher = APIWrapper.search(query:)) {
        dataSource = SearchResultsDataSource(tableView: tableView, searcher: searcher)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
    }

    /// Runs when the user taps "Search" with `query` in the search bar.
    /// Returns the search's task, as the data source does.
    @discardableResult
    public func searchBarSearchButtonClicked(query: String) -> Task<Void, Never>? {
        dataSource.fetchSearchResults(query: query)
    }
}
