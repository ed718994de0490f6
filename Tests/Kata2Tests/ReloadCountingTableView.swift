import StandIns

/// A table view that counts its reloads: the test's own double, which both
/// versions accept since both take their table view in the initializer.
final class ReloadCountingTableView: UITableView {
    private(set) var reloads = 0

    override func reloadData() {
        reloads += 1
        super.reloadData()
    }

}

extension UITableView {
    /// The texts of the rows the table shows, top to bottom.
    var rowTexts: [String] {
        visibleCells.map { $0.textLabel?.text ?? "" }
    }
}
