import StandIns

/// A product's page. It offers a one-tap button where product pages offer
/// one-tap checkout, and the classic checkout button where they do not.
public final class ProductViewController: UIViewController {
    let oneTapButton = UIButton()
    let checkoutButton = UIButton()
    /// The product the page shows.
    public var productId = ""

    public override func viewDidLoad() {
        super.viewDidLoad()
        oneTapButton.title = "Buy now with one tap"
        checkoutButton.title = "Checkout"
        view.addSubview(oneTapButton)
        view.addSubview(checkoutButton)

        let feature = OneTapFeature.product(withId: productId)
        oneTapButton.isHidden = !feature.isEnabled
        checkoutButton.isHidden = feature.isEnabled
        oneTapButton.onTap { feature.present() }
        checkoutButton.onTap { AppNavigator.shared.show(ClassicCheckoutController()) }
    }
}
