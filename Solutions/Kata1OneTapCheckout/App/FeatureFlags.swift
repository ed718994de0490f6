/// The app's feature toggles, as a value: read once, passed on.
public struct FeatureFlags: Equatable, Sendable {
    /// Whether the cart offers one-tap checkout.
    public var oneTapInCart: Bool
    /// Whether product pages offer one-tap checkout.
    public var oneTapOnProductPages: Bool

    public init(oneTapInCart: Bool, oneTapOnProductPages: Bool) {
        self.oneTapInCart = oneTapInCart
        self.oneTapOnProductPages = oneTapOnProductPages
    }

    /// The toggles this build of the app ships with.
    public static let shipped = FeatureFlags(oneTapInCart: true, oneTapOnProductPages: false)
}
