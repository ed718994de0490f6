/// A stand-in for UIKit's `UILabel`: a view that shows a line of text.
@MainActor
open class UILabel: UIView {
    /// The text the label shows.
    public var text: String?

    public override init() {
        super.init()
    }
}
