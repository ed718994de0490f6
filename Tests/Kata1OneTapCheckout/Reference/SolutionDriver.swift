import StandIns
import Testability

@testable import Kata1Solution
@testable import Kata1Tests

/// Reaches Kata 1's reference refactoring through its initializers: the
/// toggles and a spy navigator are handed in, never set globally.
struct SolutionDriver: Kata1Driver {
    let version = Version.solution

    func oneTap(at entryPoint: EntryPoint, toggles: Toggles) async throws -> OneTapUnderTest {
        let navigator = ReferenceSpyNavigator()
        let feature = OneTapCheckoutFeature(
            from: entryPoint.solution,
            delegate: AppOneTapDelegate(toggles: toggles.solution, navigator: navigator)
        )
        return OneTapUnderTest(
            isEnabled: { feature.isEnabled },
            present: { feature.present() },
            shown: { navigator.shown.last ?? .nothing },
            screensShown: { navigator.shown }
        )
    }

    func cart(toggles: Toggles) async throws -> ScreenUnderTest {
        let navigator = ReferenceSpyNavigator()
        let delegate = AppOneTapDelegate(toggles: toggles.solution, navigator: navigator)
        let cart = CartViewController(
            oneTap: OneTapCheckoutFeature(from: .cart, delegate: delegate),
            navigator: navigator
        )
        return ScreenUnderTest(
            appear: { cart.loadViewIfNeeded() },
            visibleButtons: { ["Checkout"] },
            tap: { _ in cart.checkout() },
            shown: { navigator.shown.last ?? .nothing },
            screensShown: { navigator.shown }
        )
    }

    func productPage(productId: String, toggles: Toggles) async throws -> ScreenUnderTest {
        let navigator = ReferenceSpyNavigator()
        let page = ProductViewController(
            productId: productId,
            delegate: AppOneTapDelegate(toggles: toggles.solution, navigator: navigator),
            navigator: navigator
        )
        let buttons = [page.oneTapButton, page.checkoutButton]
        return ScreenUnderTest(
            appear: { page.loadViewIfNeeded() },
            visibleButtons: { buttons.filter { $0.isVisible(in: page.view) }.compactMap(\.title) },
            tap: { title in buttons.first { $0.title == title && $0.isVisible(in: page.view) }?.tap() },
            shown: { navigator.shown.last ?? .nothing },
            screensShown: { navigator.shown }
        )
    }

    func appsOneTap(at entryPoint: EntryPoint) async throws -> OneTapUnderTest {
        let feature = OneTapCheckoutFeature(from: entryPoint.solution)
        return OneTapUnderTest(
            isEnabled: { feature.isEnabled },
            present: { feature.present() },
            shown: shownOnTheAppWindow,
            screensShown: { [shownOnTheAppWindow()] }
        )
    }

    func appsCart() async throws -> ScreenUnderTest {
        let cart = CartViewController()
        return ScreenUnderTest(
            appear: { cart.loadViewIfNeeded() },
            visibleButtons: { ["Checkout"] },
            tap: { _ in cart.checkout() },
            shown: shownOnTheAppWindow,
            screensShown: { [shownOnTheAppWindow()] }
        )
    }

    func appsProductPage(productId: String) async throws -> ScreenUnderTest {
        let page = ProductViewController(productId: productId)
        let buttons = [page.oneTapButton, page.checkoutButton]
        return ScreenUnderTest(
            appear: { page.loadViewIfNeeded() },
            visibleButtons: { buttons.filter { $0.isVisible(in: page.view) }.compactMap(\.title) },
            tap: { title in buttons.first { $0.title == title && $0.isVisible(in: page.view) }?.tap() },
            shown: shownOnTheAppWindow,
            screensShown: { [shownOnTheAppWindow()] }
        )
    }

    /// What the app's one window shows now: where the app's own navigator
    /// puts its screens.
    private func shownOnTheAppWindow() -> Screen {
        UIApplication.shared.keyWindow.rootViewController.map(Screen.init) ?? .nothing
    }
}

/// A navigator that remembers every screen it was asked to show, in order,
/// and how each looked when shown and looks now.
@MainActor
private final class ReferenceSpyNavigator: Navigator {
    private var screens: [(controller: UIViewController, whenShown: Screen)] = []

    func show(_ controller: UIViewController) {
        screens.append((controller, Screen(controller)))
    }

    /// The screens shown, oldest first: each as it looked when it appeared,
    /// unless it looks otherwise now, which a user would have seen too.
    var shown: [Screen] {
        screens.map { screen in
            let now = Screen(screen.controller)
            return now == screen.whenShown ? now : .changedWhileShown(from: screen.whenShown, to: now)
        }
    }
}

extension Screen {
    /// What `controller` is, as a scenario names it.
    @MainActor
    fileprivate init(_ controller: UIViewController) {
        switch controller {
        case let oneTap as OneTapCheckoutViewController:
            switch oneTap.style {
            case .cart: self = .oneTapCheckoutForCart
            case .productPage(let id): self = .oneTapCheckoutForProduct(id: id)
            case nil: self = .nothing
            }
        case is ClassicCheckoutController: self = .classicCheckout
        default: self = .nothing
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
