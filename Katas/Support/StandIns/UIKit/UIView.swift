/// A stand-in for UIKit's `UIView`: a node in a tree of views that can be
/// hidden and removed. Main-actor isolated, as UIKit's views are.
@MainActor
open class UIView {
    /// Whether the view is hidden from the user.
    public var isHidden = false
    /// The view this one was added to, if any.
    public private(set) weak var superview: UIView?
    /// The views added to this one, in order.
    public private(set) var subviews: [UIView] = []

    public init() {}

    /// Adds `view` on top of this view's subviews.
    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes this view out of its superview.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Not UIKit's: the views of `type` laid out on this view that a user
    /// can see, as a UI test finds them by kind (XCUITest's `app.buttons`,
    /// `app.staticTexts`). A test reads them by what they show (a title, a
    /// text), never by their place: the order is not promised, and the
    /// judge lists them in another order for one twin of each scenario.
    public func visible<View: UIView>(_ type: View.Type) -> [View] {
        ViewOrder.listed(subviews.compactMap { $0 as? View }.filter { $0.isVisible(in: self) })
    }

    /// Whether the user can see the view: it and every view it is in are
    /// shown, and it sits in the window's tree or in `root`'s.
    public func isVisible(in root: UIView) -> Bool {
        var view: UIView? = self
        while let current = view {
            if current.isHidden { return false }
            if current === root { return true }
            view = current.superview
        }
        return false
    }
}
