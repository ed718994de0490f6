import StandIns

/// The cart screen. Its checkout takes one-tap checkout when the cart offers
/// it, and the classic checkout otherwise.
public final class CartViewController: UIViewController {
    /// Runs when the user taps "Checkout".
    public func checkout() {
        if OneTapFeature.cart.isEnabled {
            OneTapFeature.cart.present()
        } else {
            AppNavigator.shared.show(ClassicCheckoutController())
        }
    }
}
