import StandIns

/// The one-tap checkout screen. It looks different in the cart and on a
/// product page.
final class OneTapController: UIViewController {
    /// How the screen is styled.
    enum Style: Equatable {
        case cart
        case productPage(productId: String)
    }

    /// The style set by the entry point that presents the screen.
    private(set) var style: Style?

    /// Styles the screen for a checkout of the whole cart.
    func stylizeForCart() {
        style = .cart
    }

    /// Styles the screen for buying one product from its page.
    func stylizeForProduct(withId productId: String) {
        style = .productPage(productId: productId)
    }
}
