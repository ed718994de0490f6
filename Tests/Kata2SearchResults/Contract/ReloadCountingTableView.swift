import Foundation
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

    /// The texts of the rows the table's data source gives when the table
    /// asks for them now, as UIKit's does whenever it scrolls or lays out.
    var rowTextsAskedNow: [String] {
        guard let dataSource else { return [] }
        let count = dataSource.tableView(self, numberOfRowsInSection: 0)
        return (0..<max(0, count)).map { row in
            dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: 0)).textLabel?.text ?? ""
        }
    }
}
