import StandIns
import Testability

@testable import Kata1

/// Reaches Kata 1's before version the only way it offers: the app's own,
/// with the toggles set in the app's store, and what it showed read on the
/// app's one window.
struct KatasDriver: Kata1Driver {
    let version = Version.katas

    func oneTap(at entryPoint: EntryPoint, toggles: Toggles) async throws -> OneTapUnderTest {
        set(toggles)
        return try await appsOneTap(at: entryPoint)
    }

    func cart(toggles: Toggles) async throws -> ScreenUnderTest {
        set(toggles)
        return try await appsCart()
    }

    func productPage(productId: String, toggles: Toggles) async throws -> ScreenUnderTest {
        set(toggles)
        return try await appsProductPage(productId: productId)
    }

    func appsOneTap(at entryPoint: EntryPoint) async throws -> OneTapUnderTest {
        let feature: OneTapFeature =
            switch entryPoint {
            case .cart: .cart
            case .product(let id): .product(withId: id)
            }
        return OneTapUnderTest(
            isEnabled: { feature.isEnabled },
            present: { feature.present() },
            shown: shownOnTheAppWindow,
            screensShown: { throw cannotCountScreens }
        )
    }

    func appsCart() async throws -> ScreenUnderTest {
        let cart = CartViewController()
        return ScreenUnderTest(
            appear: { cart.loadViewIfNeeded() },
            visibleButtons: { ["Checkout"] },
            tap: { _ in cart.checkout() },
            shown: shownOnTheAppWindow,
            screensShown: { throw cannotCountScreens }
        )
    }

    func appsProductPage(productId: String) async throws -> ScreenUnderTest {
        let page = ProductViewController()
        page.productId = productId
        let buttons = [page.oneTapButton, page.checkoutButton]
        return ScreenUnderTest(
            appear: { page.loadViewIfNeeded() },
            visibleButtons: { buttons.filter { $0.isVisible(in: page.view) }.compactMap(\.title) },
            tap: { title in buttons.first { $0.title == title && $0.isVisible(in: page.view) }?.tap() },
            shown: shownOnTheAppWindow,
            screensShown: { throw cannotCountScreens }
        )
    }

    /// The before code reads its toggles from the app's store, so that is
    /// where the test must put them, for every test at once.
    private func set(_ toggles: Toggles) {
        FeatureToggle.setOneTapEnabledInCart(toggles.cart)
        FeatureToggle.setOneTapEnabledInProductPage(toggles.productPage)
    }

    /// The before code shows screens through `AppNavigator.shared`, so the
    /// only place to see them is the app's one window.
    private func shownOnTheAppWindow() -> Screen {
        switch UIApplication.shared.keyWindow.rootViewController {
        case let oneTap as OneTapCheckoutViewController:
            switch oneTap.style {
            case .cart: return .oneTapCheckoutForCart
            case .productPage(let id): return .oneTapCheckoutForProduct(id: id)
            case nil: return .nothing
            }
        case is ClassicCheckoutController:
            return .classicCheckout
        default:
            return .nothing
        }
    }

    /// The app's window keeps only the last screen put on it.
    private var cannotCountScreens: NoSeam {
        NoSeam.cannotObserve(
            "the code shows screens through `AppNavigator.shared`, and the app's window keeps only the last one; "
                + "nothing tells a test how many screens were shown, or which came first",
            missing: "a navigator handed to the code, which a test's spy can ask what it showed")
    }
}
