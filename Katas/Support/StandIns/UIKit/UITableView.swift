import Foundation

/// A stand-in for UIKit's `UITableView`: a list of rows in one section, whose
/// cells come from its data source.
///
/// Like UIKit's, it asks its data source only when told to: the rows it shows
/// are the ones its data source gave at the last `reloadData()`.
@MainActor
open class UITableView: UIView {
    /// Where the table gets its rows. The table does not keep it alive.
    public weak var dataSource: (any UITableViewDataSource)?
    /// The cells the table shows, top to bottom.
    public private(set) var visibleCells: [UITableViewCell] = []

    public override init() {
        super.init()
    }

    /// Asks the data source again for every row, and shows what it answers.
    open func reloadData() {
        for cell in visibleCells { cell.removeFromSuperview() }
        visibleCells = []
        guard let dataSource else { return }
        let count = max(0, dataSource.tableView(self, numberOfRowsInSection: 0))
        for row in 0..<count {
            let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: 0))
            addSubview(cell)
            visibleCells.append(cell)
        }
    }

    /// How many rows the table shows in `section`; it has only section 0.
    public func numberOfRows(inSection section: Int) -> Int {
        section == 0 ? visibleCells.count : 0
    }

    /// The cell shown at `indexPath`, or `nil` if the table shows no such row.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard indexPath.section == 0, visibleCells.indices.contains(indexPath.row) else { return nil }
        return visibleCells[indexPath.row]
    }
}
