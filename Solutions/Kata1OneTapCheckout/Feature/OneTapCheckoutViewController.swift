import StandIns

/// The one-tap checkout screen. It looks different in the cart and on a
/// product page.
public final class OneTapCheckoutViewController: UIViewController {
    /// How the screen is styled.
    public enum Style: Equatable, Sendable {
        case cart
        case productPage(productId: String)
    }

    /// The style set by the entry point that presents the screen.
    public private(set) var style: Style?

    /// Styles the screen for a checkout of the whole cart.
    func styleForCart() {
        style = .cart
    }

    /// Styles the screen for buying one product from its page.
    func styleForProduct(id productId: String) {
        style = .productPage(productId: productId)
    }
}
