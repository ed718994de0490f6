/// A stand-in for UIKit's `UIApplication`: the running app, with the delegate
/// that sets it up and the one window it shows its screens in.
///
/// There is one app, as in production, but its delegate and its window are
/// live state of the running test's world: a test that reaches them through
/// `UIApplication.shared` shares them with whatever else runs in that world.
/// Each read and write of the delegate is recorded there as an access to
/// shared state, and each look at the window as a contact with it, whoever
/// makes them.
@MainActor
public final class UIApplication {
    /// The running app.
    public static let shared = UIApplication()

    private init() {}

    /// The object the app hands its life-cycle events to; the app's own code
    /// sets it at launch.
    public var delegate: (any UIApplicationDelegate)? {
        get {
            World.current.note(.read("the app's delegate (UIApplication.shared.delegate)"))
            return state.delegate
        }
        set {
            let what = newValue.map { "set it to a \(type(of: $0))" } ?? "set it to nil"
            World.current.note(.write("the app's delegate (UIApplication.shared.delegate)", what))
            state.delegate = newValue
        }
    }

    /// The app's one window, a live resource: each look at it, and each
    /// screen put on it, is recorded as a contact with the app's window.
    ///
    /// On iOS 13 and later an app finds its window through its scenes; the
    /// stand-in keeps the older, simpler `keyWindow`.
    public var keyWindow: UIWindow {
        World.current.record(Contact("window", via: "UIApplication.shared.keyWindow", "looked at the app's window"))
        return appWindow
    }

    /// The app's one window, as the stand-ins that show screens on it see it.
    var appWindow: KeyWindow {
        World.current.live(KeyWindow.self) { KeyWindow() }
    }

    private var state: ApplicationState {
        World.current.live(ApplicationState.self) { ApplicationState() }
    }
}

/// The app's live state: the delegate set at launch.
@MainActor
private final class ApplicationState {
    var delegate: (any UIApplicationDelegate)?
}
