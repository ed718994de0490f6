// Kata 1, before: a shop app's one-tap checkout, offered through an `enum`
// whose methods reach the app's feature-toggle store and its navigator. This
// is the learner's code to change.

import StandIns

/// One-tap checkout: buys with the saved address, payment and coupon, without
/// asking. Each case is a place in the app that offers it.
@MainActor
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
        let controller = OneTapCheckoutViewController()
        switch self {
        case .cart:
            controller.styleForCart()
        case .product(let productId):
            controller.styleForProduct(id: productId)
        }
        AppNavigator.shared.show(controller)
    }
}
