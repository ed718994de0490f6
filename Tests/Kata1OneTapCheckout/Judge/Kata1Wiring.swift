import Testability
import Testing

@testable import Kata1Tests

/// Both versions of the app, as the wiring checks run them.
let apps = drivers.map { TheApp($0, on: $0.version) }

/// The app's own wiring, on both versions: what the app gets when its code
/// makes the feature and the screens as it does, passing nothing more. The
/// scenarios hand every version the test's toggles and navigator; these
/// checks make sure a refactoring still gives the app its real ones. They
/// judge no testability: they touch the app's toggles and its window on
/// purpose, each in a world of its own that starts as the app ships.
@MainActor
@Suite("Kata 1 · The app's wiring, on both versions", .serialized, .appAsShipped)
struct Kata1Wiring {
    @Test(
        "The app's one-tap checkout, made from its entry point alone, answers from the shipped toggles",
        arguments: apps)
    func oneTap(in app: TheApp<any Kata1Driver>) async throws {
        let cart = try await app.driver.appsOneTap(at: .cart)
        let product = try await app.driver.appsOneTap(at: .product(id: "cap-17"))
        let enabled = [try await cart.isEnabled(), try await product.isEnabled()]
        #expect(
            enabled == [true, false],
            """
            The app's one-tap checkout, made from its entry point alone, is \(onOff(enabled)), where the app \
            ships with one-tap on in the cart and off on product pages: its default toggles are not the app's
            """)
        guard enabled.first == true else { return }
        try await cart.present()
        let shown = try await cart.shown()
        #expect(
            shown == .oneTapCheckoutForCart,
            """
            The app's one-tap checkout in the cart, made from its entry point alone, showed \(what(shown)) on the app's \
            window when asked to present, where the app shows one-tap checkout styled for the cart: its default \
            navigator is not the app's
            """)
    }

    @Test(
        "The app's cart, made with no arguments, checks out with one-tap, styled for the cart, on the app's window",
        arguments: apps)
    func cart(in app: TheApp<any Kata1Driver>) async throws {
        let cart = try await app.driver.appsCart()
        try await cart.appear()
        try await cart.tap("Checkout")
        let shown = try await cart.shown()
        #expect(
            shown == .oneTapCheckoutForCart,
            """
            The app's cart, made with no arguments, showed \(what(shown)) on the app's window after "Checkout", where the \
            app, with one-tap on in the cart as shipped, shows one-tap checkout styled for the cart: its default \
            toggles or its default navigator are not the app's
            """)
    }

    @Test(
        "The app's product page, made with its id alone, offers the classic checkout and shows it on the app's window",
        arguments: apps)
    func productPage(in app: TheApp<any Kata1Driver>) async throws {
        let page = try await app.driver.appsProductPage(productId: "cap-17")
        try await page.appear()
        let buttons = try await page.visibleButtons()
        #expect(
            buttons == ["Checkout"],
            """
            The app's product page, made with its id alone, offers \(buttons), where the app, with one-tap off on \
            product pages as shipped, offers ["Checkout"]: its default toggles are not the app's
            """)
        guard buttons == ["Checkout"] else { return }
        try await page.tap("Checkout")
        let shown = try await page.shown()
        #expect(
            shown == .classicCheckout,
            """
            The app's product page, made with its id alone, showed \(what(shown)) on the app's window after "Checkout", \
            where the app shows the classic checkout: its default navigator is not the app's
            """)
    }

    private func what(_ shown: Screen) -> String {
        shown == .nothing ? "nothing" : "\(shown)"
    }

    private func onOff(_ enabled: [Bool]) -> String {
        "\(enabled.first == true ? "on" : "off") in the cart and \(enabled.last == true ? "on" : "off") on product pages"
    }
}
