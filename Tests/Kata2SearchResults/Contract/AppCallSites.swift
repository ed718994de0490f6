import Kata2
import StandIns

/// The app's own call sites, written as the before code has them. The chapter
/// asks a refactoring to keep them compiling, and this file holds it to that:
/// if a default argument goes missing, the suite does not build. Nothing here
/// runs; building it is the check.
@MainActor
private func theAppsCallSites() {
    let screen = SearchViewController()
    _ = SearchResultsDataSource(tableView: screen.tableView)
    _ = SearchTokenStore()
}
