import StandIns

/// One-tap checkout: buys with the saved address, payment and coupon, without
/// asking. Each case is a place in the app that offers it.
public enum OneTapFeature {
    case cart
    case product(withId: String)

    /// Whether this entry point offers one-tap checkout right now.
    public var isEnabled: Bool {
        switch self {
        case .cart:
            return FeatureToggle.isOneTapEnabledInCart
        case .product:
            return FeatureToggle.isOneTapEnabledInProductPage
        }
    }

    /// Shows one-tap checkout, styled for this entry point, if it is enabled.
    public func present() {
        guard isEnabled else { return }
        let controller = OneTapController()
        switch self {
        case .cart:
            controller.stylizeForCart()
        case .product(let productId):
            controller.stylizeForProduct(withId: productId)
        }
        AppNavigator.shared.show(controller)
    }
}
