import StandIns

/// The app's answers to one-tap checkout: its toggles decide where the feature
/// is on, and its navigator shows the screen.
public struct AppOneTapDelegate: OneTapCheckoutDelegate {
    private let toggles: @MainActor () -> FeatureFlags
    private let navigator: any Navigator

    /// The app's delegate. It asks `toggles` on every question, so a toggle
    /// flipped remotely counts from the next question on; by default, the
    /// app's toggle store and the app's navigator.
    public init(
        toggles: @escaping @MainActor () -> FeatureFlags = FeatureFlags.live,
        navigator: any Navigator = AppNavigator.shared
    ) {
        self.toggles = toggles
        self.navigator = navigator
    }

    /// A delegate whose toggles stay as `toggles` say: for a test, or a
    /// preview.
    public init(toggles: FeatureFlags, navigator: any Navigator = AppNavigator.shared) {
        self.init(toggles: { toggles }, navigator: navigator)
    }

    public func isOneTapEnabled(from entryPoint: OneTapEntryPoint) -> Bool {
        switch entryPoint {
        case .cart:
            return toggles().oneTapInCart
        case .product:
            return toggles().oneTapOnProductPages
        }
    }

    public func present(_ controller: UIViewController) {
        navigator.show(controller)
    }
}

extension OneTapCheckoutFeature {
    /// The feature at `entryPoint`, answered for by the app itself, so that
    /// the app's call sites stay as short as they were with the enum.
    public init(from entryPoint: OneTapEntryPoint) {
        self.init(from: entryPoint, delegate: AppOneTapDelegate())
    }
}
