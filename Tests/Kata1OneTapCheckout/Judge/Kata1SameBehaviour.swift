import StandIns
import Testability
import Testing

@testable import Kata1Tests

/// Both versions, whatever `KATAS_VERSION` says: a comparison needs the two.
let bothVersions: [any Kata1Driver] = [KatasDriver(), SolutionDriver()]

/// The remote toggle store's four states: the app as shipped, and each way a
/// remote configuration can flip it.
let storeStates = [
    Toggles(cart: true, productPage: false), Toggles(cart: false, productPage: true), Toggles.allOn, Toggles.allOff,
]

extension Kata1Wiring {
    /// The before app obeyed the remote toggle store at every question. A
    /// refactoring may move where the toggles are read, not what the app
    /// does with them: the same store must give the same screens on both
    /// versions, made with their defaults.
    @Test(
        "Whatever the remote toggle store says when the app asks, the app made with its defaults does what the before app did",
        arguments: storeStates)
    func sameBehaviour(whenTheStoreSays store: Toggles) async throws {
        var seen: [Version: AppBehaviour] = [:]
        for driver in bothVersions {
            seen[driver.version] = try await behaviour(of: driver, whenTheStoreSays: store)
        }
        guard let onKatas = seen[.katas], let onSolutions = seen[.solution] else { return }
        #expect(
            onKatas == onSolutions,
            """
            With the remote toggle store saying \(store), the app made with its defaults does otherwise on \
            Solutions than on Katas: \(onKatas.changes(to: onSolutions)). A refactoring must keep what the app does; \
            one of the versions' defaults changed it
            """)
    }

    /// What the app's own objects do, made as the app makes them while the
    /// toggle store says the opposite, then asked once it says `store`, with
    /// nothing on the app's window: the before app asked the store at each
    /// question, never once for all.
    private func behaviour(of driver: any Kata1Driver, whenTheStoreSays store: Toggles) async throws -> AppBehaviour {
        FeatureToggle.setOneTapEnabledInCart(!store.cart)
        FeatureToggle.setOneTapEnabledInProductPage(!store.productPage)
        let window = UIApplication.shared.keyWindow
        let cartOneTap = try await driver.appsOneTap(at: .cart)
        let productOneTap = try await driver.appsOneTap(at: .product(id: "cap-17"))
        let cart = try await driver.appsCart()
        let page = try await driver.appsProductPage(productId: "cap-17")
        FeatureToggle.setOneTapEnabledInCart(store.cart)
        FeatureToggle.setOneTapEnabledInProductPage(store.productPage)
        let offered = [try await cartOneTap.isEnabled(), try await productOneTap.isEnabled()]
        window.rootViewController = nil
        try await productOneTap.present()
        let presented = try await productOneTap.shown()
        window.rootViewController = nil
        try await cart.appear()
        try await cart.tap("Checkout")
        let checkedOut = try await cart.shown()
        window.rootViewController = nil
        try await page.appear()
        let buttons = try await page.visibleButtons()
        if let first = buttons.first { try await page.tap(first) }
        return AppBehaviour(
            offered: offered, presented: presented, checkedOut: checkedOut, buttons: buttons,
            tapped: try await page.shown())
    }
}

/// What the app made with its defaults did, in the wiring check's order.
struct AppBehaviour: Equatable {
    /// Whether the cart's entry point and a product's offer one-tap.
    let offered: [Bool]
    /// What the app's window showed after the product's entry point was asked to present.
    let presented: Screen
    /// What it showed after "Checkout" in the cart.
    let checkedOut: Screen
    /// The buttons a product page offered.
    let buttons: [String]
    /// What it showed after the page's first button was tapped.
    let tapped: Screen

    /// How `after` differs from this, in words.
    func changes(to after: AppBehaviour) -> String {
        let fields: [(what: String, onKatas: String, onSolutions: String)] = [
            ("one-tap in the cart and on a product page", "\(offered)", "\(after.offered)"),
            ("a product's one-tap, asked to present, showed", "\(presented)", "\(after.presented)"),
            ("the cart's Checkout showed", "\(checkedOut)", "\(after.checkedOut)"),
            ("a product page offered", "\(buttons)", "\(after.buttons)"),
            ("its first button showed", "\(tapped)", "\(after.tapped)"),
        ]
        return differences(fields)
    }
}
