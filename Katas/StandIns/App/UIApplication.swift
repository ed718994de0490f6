/// A stand-in for UIKit's `UIApplication`: the running app, with the delegate
/// that sets it up and the key window it shows its screens in.
///
/// There is one app, as in production, but its delegate and its window are
/// live state of the running test's world: a test that reaches them through
/// `UIApplication.shared` shares them with whatever else runs in that world.
public final class UIApplication: Sendable {
    /// The running app.
    public static let shared = UIApplication()

    private init() {
        SharedNotificationCenterWatch.start()
    }

    /// The object the app hands its life-cycle events to; the app's own code
    /// sets it at launch.
    public var delegate: (any UIApplicationDelegate)? {
        get { state.delegate }
        set { state.delegate = newValue }
    }

    /// The app's one window. Each screen shown on it is recorded as a contact
    /// with the app's window.
    public var keyWindow: UIWindow {
        World.current.live(KeyWindow.self) { KeyWindow() }
    }

    private var state: ApplicationState {
        World.current.live(ApplicationState.self) { ApplicationState() }
    }
}

/// The app's live state: the delegate set at launch.
private final class ApplicationState {
    var delegate: (any UIApplicationDelegate)?
}
