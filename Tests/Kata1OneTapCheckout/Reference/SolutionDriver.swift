import StandIns
import Testability

@testable import Kata1Solution
@testable import Kata1Tests

/// Reaches Kata 1's reference refactoring through its initializers: the
/// toggles and spy navigators are handed in, never set globally. The app's
/// one-tap delegate and the screen get a navigator each, as an app may give
/// them (one-tap checkout as a sheet, the classic checkout pushed): both
/// keep one log, in order, which says when a screen came the wrong way.
struct SolutionDriver: Kata1Driver {
    let version = Version.solution

    func oneTap(at entryPoint: EntryPoint, toggles: Toggles) async throws -> OneTapUnderTest {
        let screens = ReferenceScreenLog()
        let feature = OneTapCheckoutFeature(
            from: entryPoint.solution,
            delegate: AppOneTapDelegate(toggles: toggles.solution, navigator: screens.navigator(for: .oneTapDelegate))
        )
        return OneTapUnderTest(
            isEnabled: { feature.isEnabled },
            present: { feature.present() },
            shown: { try screens.shown().last ?? .nothing },
            screensShown: { try screens.shown() }
        )
    }

    func cart(toggles: Toggles) async throws -> ScreenUnderTest {
        let screens = ReferenceScreenLog()
        let delegate = AppOneTapDelegate(
            toggles: toggles.solution, navigator: screens.navigator(for: .oneTapDelegate))
        let cart = CartViewController(
            oneTap: OneTapCheckoutFeature(from: .cart, delegate: delegate),
            navigator: screens.navigator(for: .screen("the cart"))
        )
        return ScreenUnderTest(
            appear: { cart.loadViewIfNeeded() },
            visibleButtons: { ["Checkout"] },
            tap: { _ in cart.checkout() },
            shown: { try screens.shown().last ?? .nothing },
            screensShown: { try screens.shown() }
        )
    }

    func productPage(productId: String, toggles: Toggles) async throws -> ScreenUnderTest {
        let screens = ReferenceScreenLog()
        let page = ProductViewController(
            productId: productId,
            delegate: AppOneTapDelegate(toggles: toggles.solution, navigator: screens.navigator(for: .oneTapDelegate)),
            navigator: screens.navigator(for: .screen("the product page"))
        )
        let buttons = [page.oneTapButton, page.checkoutButton]
        return ScreenUnderTest(
            appear: { page.loadViewIfNeeded() },
            visibleButtons: { buttons.filter { $0.isVisible(in: page.view) }.compactMap(\.title) },
            tap: { title in buttons.first { $0.title == title && $0.isVisible(in: page.view) }?.tap() },
            shown: { try screens.shown().last ?? .nothing },
            screensShown: { try screens.shown() }
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

/// Who showed a screen: the app's one-tap delegate, through its navigator,
/// or a screen, through the navigator it was handed.
private enum ReferenceRoute: Equatable {
    case oneTapDelegate
    case screen(String)
}

/// Every screen the test's navigators were asked to show, in order, with
/// who showed it, how it looked when shown, and how it looks now.
@MainActor
private final class ReferenceScreenLog {
    private var screens: [(controller: UIViewController, whenShown: Screen, route: ReferenceRoute)] = []

    /// A navigator for `route` that writes in this log.
    func navigator(for route: ReferenceRoute) -> ReferenceSpyNavigator {
        ReferenceSpyNavigator { controller in
            self.screens.append((controller, Screen(controller), route))
        }
    }

    /// The screens shown, oldest first: each as it looked when it appeared,
    /// unless it looks otherwise now, which a user would have seen too.
    /// Throws when a screen came the wrong way: one shown twice, which UIKit
    /// refuses (a screen already up cannot be presented or pushed again) and
    /// which would still hold what the user left on it; one-tap checkout not
    /// through the one-tap delegate, or the classic checkout through it.
    func shown() throws -> [Screen] {
        for (index, screen) in screens.enumerated() {
            if screens[..<index].contains(where: { $0.controller === screen.controller }) {
                throw Unexpected(
                    "\(screen.whenShown) was shown, then the same screen was shown again: each checkout needs a "
                        + "screen of its own, since UIKit will not present a screen that is already up, and a screen "
                        + "shown again still holds what the user left on it")
            }
            switch (screen.controller, screen.route) {
            case (is OneTapCheckoutViewController, .screen(let name)):
                throw Unexpected(
                    "\(name) showed \(screen.whenShown) with its own navigator; one-tap checkout is shown through "
                        + "the feature's delegate, the app's way")
            case (is ClassicCheckoutController, .oneTapDelegate):
                throw Unexpected(
                    "the classic checkout was handed to the one-tap delegate; a screen shows it with the navigator "
                        + "it was handed")
            default:
                break
            }
        }
        return screens.map { screen in
            let now = Screen(screen.controller)
            return now == screen.whenShown ? now : .changedWhileShown(from: screen.whenShown, to: now)
        }
    }
}

/// A navigator that hands every screen it is asked to show to its log.
@MainActor
private final class ReferenceSpyNavigator: Navigator {
    private let log: @MainActor (UIViewController) -> Void

    init(log: @escaping @MainActor (UIViewController) -> Void) {
        self.log = log
    }

    func show(_ controller: UIViewController) {
        log(controller)
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
