/// The app's key window, a live stand-in: every screen put on it is recorded
/// as a contact with the app's window.
final class KeyWindow: UIWindow {
    override init() {
        super.init()
    }

    override public var rootViewController: UIViewController? {
        didSet {
            let shown = rootViewController.map { "\(type(of: $0))" } ?? "nothing"
            World.current.record(
                Contact("window", via: "UIApplication.shared.keyWindow", "showed \(shown) on the app's window")
            )
        }
    }
}
