import StandIns

/// What one-tap checkout asks of the app that hosts it: whether an entry
/// point offers the feature, and how to show its screen.
///
/// The feature decides neither: roll-out rules and navigation are the app's.
@MainActor
public protocol OneTapCheckoutDelegate {
    /// Whether `entryPoint` offers one-tap checkout right now.
    func isOneTapEnabled(from entryPoint: OneTapEntryPoint) -> Bool
    /// Shows the styled checkout screen the app's way.
    func present(_ controller: UIViewController)
}
