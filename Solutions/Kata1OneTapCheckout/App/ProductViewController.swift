import StandIns

/// A product's page. It offers a one-tap button where product pages offer
/// one-tap checkout, and the classic checkout button where they do not.
public final class ProductViewController: UIViewController {
    let oneTapButton = UIButton()
    let checkoutButton = UIButton()
    private let productId: String
    private let delegate: any OneTapCheckoutDelegate
    private let navigator: any Navigator

    /// The page of `productId`; by default, answered for by the app and
    /// shown by the app's navigator.
    public init(
        productId: String,
        delegate: any OneTapCheckoutDelegate = AppOneTapDelegate(),
        navigator: any Navigator = AppNavigator.shared
    ) {
        self.productId = productId
        self.delegate = delegate
        self.navigator = navigator
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        oneTapButton.title = "Buy now with one tap"
        checkoutButton.title = "Checkout"
        view.addSubview(oneTapButton)
        view.addSubview(checkoutButton)

        let feature = OneTapCheckoutFeature(from: .product(withId: productId), delegate: delegate)
        oneTapButton.isHidden = !feature.isEnabled
        checkoutButton.isHidden = feature.isEnabled
        oneTapButton.onTap { feature.present() }
        checkoutButton.onTap { [navigator] in navigator.show(ClassicCheckoutController()) }
    }
}
