@_spi(Judge) import StandIns
import Testing

@testable import Kata1Solution

/// The reference app's own wiring: the values and adapters that the unit
/// scenarios rightly replace, checked on their own so that a wrong shipped
/// default fails. These checks run on the Solutions only, and judge no
/// testability. Each runs in a world of its own, whose toggle store starts
/// as the app ships it and may be flipped, as remote configuration does.
@MainActor
@Suite("Kata 1 · The app's wiring, as the Solutions ship it")
struct AppWiring {
    @Test("The app's own delegate answers from the toggle store, as it says at each question")
    func delegateReadsTheStore() {
        World(name: "the toggles flipped remotely").run {
            let delegate = AppOneTapDelegate()
            #expect(delegate.isOneTapEnabled(from: .cart))
            #expect(!delegate.isOneTapEnabled(from: .product(withId: "cap-17")))
            FeatureToggle.setOneTapEnabledInCart(false)
            FeatureToggle.setOneTapEnabledInProductPage(true)
            #expect(!delegate.isOneTapEnabled(from: .cart))
            #expect(delegate.isOneTapEnabled(from: .product(withId: "cap-17")))
        }
    }

    @Test("The app's short call site, OneTapCheckoutFeature(from:), answers as the toggle store says")
    func shortCallSite() {
        World(name: "the short call site").run {
            #expect(OneTapCheckoutFeature(from: .cart).isEnabled)
            #expect(!OneTapCheckoutFeature(from: .product(withId: "cap-17")).isEnabled)
            FeatureToggle.setOneTapEnabledInCart(false)
            #expect(!OneTapCheckoutFeature(from: .cart).isEnabled)
        }
    }

    @Test("The cart as shipped checks out with one-tap, styled for the cart, on the app's window")
    func cartDefaults() {
        World(name: "the cart as shipped").run {
            let cart = CartViewController()
            cart.loadViewIfNeeded()
            cart.checkout()
            let shown = UIApplication.shared.keyWindow.rootViewController as? OneTapCheckoutViewController
            #expect(shown?.style == .cart)
        }
    }

    @Test("A product page as shipped offers the classic checkout, not one-tap")
    func productPageDefaults() {
        World(name: "a product page as shipped").run {
            let page = ProductViewController(productId: "cap-17")
            page.loadViewIfNeeded()
            #expect(!page.oneTapButton.isVisible(in: page.view))
            #expect(page.checkoutButton.isVisible(in: page.view))
        }
    }
}
