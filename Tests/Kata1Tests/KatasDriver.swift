import StandIns
import Testability

@testable import Kata1

/// Reaches Kata 1's before version the only way it offers: through its global
/// toggles, and the app's one window to see what it showed.
struct KatasDriver: Kata1Driver {
    let version = Version.katas

    func oneTap(at entryPoint: EntryPoint, toggles: Toggles) throws -> OneTapUnderTest {
        set(toggles)
        let feature: OneTapFeature =
            switch entryPoint {
            case .cart: .cart
            case .product(let id): .product(withId: id)
            }
        return OneTapUnderTest(
            isEnabled: { feature.isEnabled },
            present: { feature.present() },
            shown: shownOnTheAppWindow
        )
    }

    func cart(toggles: Toggles) throws -> ScreenUnderTest {
        set(toggles)
        let cart = CartViewController()
        return ScreenUnderTest(
            appear: { cart.loadViewIfNeeded() },
            visibleButtons: { ["Checkout"] },
            tap: { _ in cart.checkout() },
            shown: shownOnTheAppWindow
        )
    }

    func productPage(productId: String, toggles: Toggles) throws -> ScreenUnderTest {
        set(toggles)
        let page = ProductViewController()
        page.productId = productId
        let buttons = [page.oneTapButton, page.checkoutButton]
        return ScreenUnderTest(
            appear: { page.loadViewIfNeeded() },
            visibleButtons: { buttons.filter { !$0.isHidden }.compactMap(\.title) },
            tap: { title in buttons.first { $0.title == title }?.tap() },
            shown: shownOnTheAppWindow
        )
    }

    /// The before code reads its toggles from globals, so that is where the
    /// test must put them.
    private func set(_ toggles: Toggles) {
        touchesGlobal("RemoteFlags.oneTapInCart")
        touchesGlobal("RemoteFlags.oneTapOnProductPages")
        RemoteFlags.oneTapInCart = toggles.cart
        RemoteFlags.oneTapOnProductPages = toggles.productPage
    }

    /// The before code shows screens through `AppNavigator.shared`, so the
    /// only place to see them is the app's window.
    private func shownOnTheAppWindow() -> Screen {
        touchesGlobal("the app's window")
        switch AppNavigator.shared.window.rootViewController {
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
}
