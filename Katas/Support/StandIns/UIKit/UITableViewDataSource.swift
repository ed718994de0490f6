import Foundation

/// A stand-in for UIKit's `UITableViewDataSource`: what a table view asks
/// for the rows it shows.
///
/// On iOS the protocol inherits `NSObjectProtocol`, so a data source is an
/// `NSObject` subclass (`class … : NSObject, UITableViewDataSource`, with
/// `super.init()` in its initializer). Linux has no Objective-C runtime, so
/// here it asks only for a class.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many rows `section` of `tableView` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell that shows the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}
