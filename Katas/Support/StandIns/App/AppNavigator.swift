/// The host app's navigator, a live stand-in: showing a screen puts it on
/// the app's one window, which every caller shares.
///
/// Each `show(_:)` is recorded as one contact with the app's window, reached
/// through `AppNavigator.shared`.
@MainActor
public final class AppNavigator {
    /// The app's one navigator.
    public static let shared = AppNavigator()

    private init() {}

    /// The app's window, where the navigator shows screens: the same window
    /// as `UIApplication.shared.keyWindow`.
    public var window: UIWindow {
        UIApplication.shared.keyWindow
    }

    /// Loads `controller`'s view and shows it on the app's window.
    public func show(_ controller: UIViewController) {
        World.current.record(
            Contact("navigator", via: "AppNavigator.shared", "showed \(type(of: controller)) on the app's window"))
        controller.loadViewIfNeeded()
        UIApplication.shared.appWindow.show(controller, contactRecordedBy: ())
    }
}
