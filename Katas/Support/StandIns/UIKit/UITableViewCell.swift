/// A stand-in for UIKit's `UITableViewCell`: one row of a table view, with a
/// label for its text.
@MainActor
open class UITableViewCell: UIView {
    /// The label that shows the row's text.
    public let textLabel: UILabel? = UILabel()

    public override init() {
        super.init()
        if let textLabel { addSubview(textLabel) }
    }
}
