/// A stand-in for UIKit's `UIButton`: a titled view that runs an action when
/// tapped.
///
/// On iOS a button's title is set with `setTitle(_:for:)` and its action
/// with `addAction(_:for:)` or a target; here they are `title` and
/// `onTap(_:)`.
@MainActor
open class UIButton: UIView {
    /// The title the button shows.
    public var title: String?
    private var action: (@MainActor () -> Void)?

    public override init() {
        super.init()
    }

    /// Sets what a tap does, replacing any earlier action.
    public func onTap(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Taps the button as a user would: nothing happens while it is hidden.
    public func tap() {
        guard !isHidden else { return }
        action?()
    }
}
