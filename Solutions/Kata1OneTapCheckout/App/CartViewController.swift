import StandIns

/// The cart screen. Its checkout takes one-tap checkout when the cart offers
/// it, and the classic checkout otherwise.
public final class CartViewController: UIViewController {
    private let oneTap: OneTapCheckoutFeature
    private let navigator: any Navigator

    /// A cart screen; by default, answered for by the app and shown by the
    /// app's navigator.
    public init(
        oneTap: OneTapCheckoutFeature = OneTapCheckoutFeature(from: .cart),
        navigator: any Navigator = AppNavigator.shared
    ) {
        self.oneTap = oneTap
        self.navigator = navigator
        super.init()
    }

    /// Runs when the user taps "Checkout".
    public func checkout() {
        if oneTap.isEnabled {
            oneTap.present()
        } else {
            navigator.show(ClassicCheckoutController())
        }
    }
}
