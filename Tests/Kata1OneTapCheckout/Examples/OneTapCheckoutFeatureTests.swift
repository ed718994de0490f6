import StandIns
import Testability
import Testing

@testable import Kata1Solution

/// Unit tests of one-tap checkout as the refactoring leaves it: the toggles
/// and a navigator are handed in, and nothing is global. The first four are
/// the article's own cases, in the workbook's names.
@MainActor
@Suite("Kata 1 · Examples: one-tap checkout", .unitTests)
struct OneTapCheckoutFeatureTests {
    /// A feature at `entryPoint`, with these toggles, showing screens on
    /// `navigator`.
    private func feature(
        at entryPoint: OneTapEntryPoint, cart: Bool, productPages: Bool, navigator: RecordingNavigator
    ) -> OneTapCheckoutFeature {
        let toggles = FeatureFlags(oneTapInCart: cart, oneTapOnProductPages: productPages)
        return OneTapCheckoutFeature(
            from: entryPoint, delegate: AppOneTapDelegate(toggles: toggles, navigator: navigator))
    }

    /// Before: the test had to set the cart's toggle in the app's store,
    /// which every other test shares.
    @Test("With the cart toggle off, the cart entry point is disabled")
    func cartToggleOff() {
        let feature = feature(at: .cart, cart: false, productPages: true, navigator: RecordingNavigator())
        #expect(!feature.isEnabled)
    }

    /// Before: the same global, for product pages.
    @Test("With the product toggle off, a product's entry point is disabled")
    func productToggleOff() {
        let feature = feature(
            at: .product(withId: "cap-17"), cart: true, productPages: false, navigator: RecordingNavigator())
        #expect(!feature.isEnabled)
    }

    /// Before: the screen went to the app's one window, and the test had to
    /// read that window, which every test shares.
    @Test("When the feature is disabled, presenting shows nothing")
    func disabledShowsNothing() {
        let navigator = RecordingNavigator()
        feature(at: .product(withId: "cap-17"), cart: true, productPages: false, navigator: navigator).present()
        #expect(navigator.shown.isEmpty)
    }

    /// Before: a real screen on the app's window. The article's own version
    /// of this step styled a product's checkout for the cart; the test
    /// checks the product's style, which that slip would fail.
    @Test(
        "When the feature is enabled, presenting shows one-tap checkout once, styled for its entry point",
        arguments: [
            (OneTapEntryPoint.cart, OneTapCheckoutViewController.Style.cart),
            (.product(withId: "boots-42"), .productPage(productId: "boots-42")),
        ])
    func enabledShowsCheckout(entryPoint: OneTapEntryPoint, style: OneTapCheckoutViewController.Style) throws {
        let navigator = RecordingNavigator()
        feature(at: entryPoint, cart: true, productPages: true, navigator: navigator).present()
        try #require(navigator.shown.count == 1)
        let checkout = try #require(navigator.shown.first as? OneTapCheckoutViewController)
        #expect(checkout.style == style)
    }

    /// Before: four runs, each setting both globals, none of them safe to
    /// run beside another test.
    @Test(
        "Each entry point answers from its own toggle, whatever the other says",
        arguments: [false, true], [false, true])
    func eachEntryPointHasItsToggle(cart: Bool, productPages: Bool) {
        let navigator = RecordingNavigator()
        #expect(feature(at: .cart, cart: cart, productPages: productPages, navigator: navigator).isEnabled == cart)
        #expect(
            feature(at: .product(withId: "cap-17"), cart: cart, productPages: productPages, navigator: navigator)
                .isEnabled == productPages)
    }
}

/// Unit tests of the two screens that offer one-tap checkout.
@MainActor
@Suite("Kata 1 · Examples: the cart and the product page", .unitTests)
struct CheckoutScreensTests {
    private func delegate(cart: Bool, productPages: Bool, navigator: RecordingNavigator) -> AppOneTapDelegate {
        AppOneTapDelegate(
            toggles: FeatureFlags(oneTapInCart: cart, oneTapOnProductPages: productPages), navigator: navigator)
    }

    /// Before: the cart made its own feature from the globals, and showed
    /// its screen on the app's window.
    @Test("The cart takes the classic checkout, and only that, when one-tap is off there")
    func cartFallsBack() {
        let navigator = RecordingNavigator()
        let cart = CartViewController(
            oneTap: OneTapCheckoutFeature(
                from: .cart, delegate: delegate(cart: false, productPages: true, navigator: navigator)),
            navigator: navigator)
        cart.checkout()
        #expect(navigator.shown.count == 1)
        #expect(navigator.shown.first is ClassicCheckoutController)
    }

    /// Before: the buttons' visibility came from the globals too.
    @Test("A product page shows the one-tap button, and hides Checkout, where product pages have one-tap")
    func productPageButtons() {
        let page = ProductViewController(
            productId: "cap-17", delegate: delegate(cart: false, productPages: true, navigator: RecordingNavigator()),
            navigator: RecordingNavigator())
        page.loadViewIfNeeded()
        #expect(page.oneTapButton.isVisible(in: page.view))
        #expect(!page.checkoutButton.isVisible(in: page.view))
    }

    /// Before: tapping put a real screen on the app's window. The one-tap
    /// delegate gets a navigator of its own here, as an app may give it one.
    @Test("Each Checkout on a product page without one-tap shows a new classic checkout, on the page's navigator")
    func productPageCheckout() {
        let navigator = RecordingNavigator()
        let oneTapNavigator = RecordingNavigator()
        let page = ProductViewController(
            productId: "cap-17", delegate: delegate(cart: true, productPages: false, navigator: oneTapNavigator),
            navigator: navigator)
        page.loadViewIfNeeded()
        page.checkoutButton.tap()
        page.checkoutButton.tap()
        #expect(navigator.shown.count == 2)
        #expect(navigator.shown.allSatisfy { $0 is ClassicCheckoutController })
        #expect(navigator.shown.first !== navigator.shown.last)
        #expect(oneTapNavigator.shown.isEmpty)
    }
}

/// A navigator that keeps every screen it is asked to show, in order.
@MainActor
final class RecordingNavigator: Navigator {
    private(set) var shown: [UIViewController] = []

    func show(_ controller: UIViewController) {
        shown.append(controller)
    }
}
