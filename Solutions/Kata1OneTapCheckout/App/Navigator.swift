import StandIns

/// Shows a screen. The app's `AppNavigator` is one; a test brings its own.
@MainActor
public protocol Navigator {
    /// Shows `controller`.
    func show(_ controller: UIViewController)
}

extension AppNavigator: Navigator {}
