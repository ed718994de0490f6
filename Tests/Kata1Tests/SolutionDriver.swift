import StandIns
import Testability

@testable import Kata1Solution

/// Reaches Kata 1's reference refactoring through its initializers: the
/// toggles and a spy navigator are handed in, never set globally.
struct SolutionDriver: Kata1Driver {
    let version = Version.solution

    func oneTap(at entryPoint: EntryPoint, toggles: Toggles) throws -> OneTapUnderTest {
        let navigator = SpyNavigator()
        let feature = OneTapCheckoutFeature(
            from: entryPoint.solution,
            delegate: AppOneTapDelegate(toggles: toggles.solution, navigator: navigator)
        )
        return OneTapUnderTest(
            isEnabled: { feature.isEnabled },
            present: { feature.present() },
            shown: { navigator.lastShown }
        )
    }

    func cart(toggles: Toggles) throws -> ScreenUnderTest {
        let navigator = SpyNavigator()
        let delegate = AppOneTapDelegate(toggles: toggles.solution, navigator: navigator)
        let cart = CartViewController(
            oneTap: OneTapCheckoutFeature(from: .cart, delegate: delegate),
            navigator: navigator
        )
        return ScreenUnderTest(
            appear: { cart.loadViewIfNeeded() },
            visibleButtons: { ["Checkout"] },
            tap: { _ in cart.checkout() },
            shown: { navigator.lastShown }
        )
    }

    func productPage(productId: String, toggles: Toggles) throws -> ScreenUnderTest {
        let navigator = SpyNavigator()
        let page = ProductViewController(
            productId: productId,
            delegate: AppOneTapDelegate(toggles: toggles.solution, navigator: navigator),
            navigator: navigator
        )
        let buttons = [page.oneTapButton, page.checkoutButton]
        return ScreenUnderTest(
            appear: { page.loadViewIfNeeded() },
            visibleButtons: { buttons.filter { !$0.isHidden }.compactMap(\.title) },
            tap: { title in buttons.first { $0.title == title }?.tap() },
            shown: { navigator.lastShown }
        )
    }
}

/// A navigator that only remembers the last screen it was asked to show.
private final class SpyNavigator: Navigator {
    private var shown: UIViewController?

    func show(_ controller: UIViewController) {
        shown = controller
    }

    var lastShown: Screen {
        switch shown {
        case let oneTap as OneTapCheckoutViewController:
            switch oneTap.style {
            case .cart: .oneTapCheckoutForCart
            case .productPage(let id): .oneTapCheckoutForProduct(id: id)
            case nil: .nothing
            }
        case is ClassicCheckoutController: .classicCheckout
        default: .nothing
        }
    }
}

extension EntryPoint {
    fileprivate var solution: OneTapEntryPoint {
        switch self {
        case .cart: .cart
        case .product(let id): .product(withId: id)
        }
    }
}

extension Toggles {
    fileprivate var solution: FeatureFlags {
        FeatureFlags(oneTapInCart: cart, oneTapOnProductPages: productPage)
    }
}
