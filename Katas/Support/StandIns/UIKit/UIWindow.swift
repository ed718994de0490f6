/// A stand-in for UIKit's `UIWindow`: a window an app shows its screens in.
@MainActor
open class UIWindow: UIView {
    /// The screen the window shows.
    open var rootViewController: UIViewController?

    public override init() {
        super.init()
    }
}

/// The app's one key window, a live stand-in: every screen app code puts on
/// it is recorded as a contact with the app's window.
@MainActor
final class KeyWindow: UIWindow {
    private var recording = true

    override init() {
        super.init()
    }

    override var rootViewController: UIViewController? {
        didSet {
            guard recording else { return }
            let shown = rootViewController.map { "\(type(of: $0))" } ?? "nothing"
            World.current.record(
                Contact("window", via: "UIApplication.shared.keyWindow", "showed \(shown) on the app's window"))
        }
    }

    /// Puts `controller` on the window for a stand-in that records its own
    /// contact, such as the app's navigator.
    func show(_ controller: UIViewController, contactRecordedBy caller: Void) {
        recording = false
        rootViewController = controller
        recording = true
    }
}
