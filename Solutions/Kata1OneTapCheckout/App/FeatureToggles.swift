/// The app's feature toggles, as a value: read once, passed on.
public struct FeatureToggles: Equatable, Sendable {
    /// Whether the cart offers one-tap checkout.
    public var isOneTapEnabledInCart: Bool
    /// Whether product pages offer one-tap checkout.
    public var isOneTapEnabledInProductPage: Bool

    public init(isOneTapEnabledInCart: Bool, isOneTapEnabledInProductPage: Bool) {
        self.isOneTapEnabledInCart = isOneTapEnabledInCart
        self.isOneTapEnabledInProductPage = isOneTapEnabledInProductPage
    }

    /// The toggles this build of the app ships with.
    public static let shipped = FeatureToggles(isOneTapEnabledInCart: true, isOneTapEnabledInProductPage: false)
}
