/// A stand-in for UIKit's `UIWindow`: the one window an app shows its
/// screens in.
open class UIWindow: UIView {
    /// The screen the window shows.
    public var rootViewController: UIViewController?

    public override init() {
        super.init()
    }
}
