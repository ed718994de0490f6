import StandIns

/// The app's feature toggles, as a value: what the app's toggle store says
/// at one moment, handed to whoever asks.
public struct FeatureFlags: Equatable, Sendable {
    /// Whether the cart offers one-tap checkout.
    public var oneTapInCart: Bool
    /// Whether product pages offer one-tap checkout.
    public var oneTapOnProductPages: Bool

    public init(oneTapInCart: Bool, oneTapOnProductPages: Bool) {
        self.oneTapInCart = oneTapInCart
        self.oneTapOnProductPages = oneTapOnProductPages
    }

    /// What the app's remote toggle store says now: the app's toggles, as
    /// the before code read them on every question.
    public static func live() -> FeatureFlags {
        FeatureFlags(
            oneTapInCart: FeatureToggle.isOneTapEnabledInCart,
            oneTapOnProductPages: FeatureToggle.isOneTapEnabledInProductPage)
    }
}
