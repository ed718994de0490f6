import Testability
import Testing

@testable import Kata1Tests

/// Every driver the scenarios run on: the before version, then the after one.
let drivers: [any Kata1Driver] = versions([KatasDriver(), SolutionDriver()])

/// Kata 1's behaviours, each written once and run on both versions.
///
/// Serialized, because the before version keeps its toggles in globals: two
/// scenarios running at once would flip each other's toggles.
@MainActor
@Suite("Kata 1 · Enum API → struct", .serialized)
struct Kata1Scenarios {
    @Test("When the cart toggle is off, the cart entry point is disabled", arguments: drivers)
    func cartToggleOff(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            twins: Toggles(cart: false, productPage: true), Toggles(cart: true, productPage: false),
            expecting: { $0.cart }
        ) { toggles in
            let oneTap = try await driver.oneTap(at: .cart, toggles: toggles)
            return Probe(observe: oneTap.isEnabled)
        }
    }

    @Test("When the product toggle is off, the product entry point is disabled", arguments: drivers)
    func productToggleOff(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            twins: Toggles(cart: true, productPage: false), Toggles(cart: false, productPage: true),
            expecting: { $0.productPage }
        ) { toggles in
            let oneTap = try await driver.oneTap(at: .product(id: "cap-17"), toggles: toggles)
            return Probe(observe: oneTap.isEnabled)
        }
    }

    @Test("When both toggles are on, both entry points are enabled", arguments: drivers)
    func bothTogglesOn(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            twins: Toggles.allOn, Toggles.allOff,
            expecting: { [$0.cart, $0.productPage] }
        ) { toggles in
            let cart = try await driver.oneTap(at: .cart, toggles: toggles)
            let product = try await driver.oneTap(at: .product(id: "cap-17"), toggles: toggles)
            return Probe { [try await cart.isEnabled(), try await product.isEnabled()] }
        }
    }

    @Test("A disabled entry point shows nothing when asked to present", arguments: drivers)
    func disabledDoesNotNavigate(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            twins: Setup(.cart, Toggles(cart: false, productPage: true)),
            Setup(.product(id: "boots-42"), Toggles(cart: true, productPage: false)),
            expecting: { AfterPresenting(enabled: [$0.toggles.cart, $0.toggles.productPage], shown: .nothing) }
        ) { setup in
            let oneTap = try await driver.oneTap(at: setup.entryPoint, toggles: setup.toggles)
            let cart = try await driver.oneTap(at: .cart, toggles: setup.toggles)
            let product = try await driver.oneTap(at: .product(id: "cap-17"), toggles: setup.toggles)
            return Probe(act: oneTap.present) {
                AfterPresenting(
                    enabled: [try await cart.isEnabled(), try await product.isEnabled()],
                    shown: try await oneTap.shown())
            }
        }
    }

    @Test("An enabled entry point presents one-tap checkout", arguments: drivers)
    func enabledNavigates(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            twins: Setup(.cart, Toggles(cart: true, productPage: false)),
            Setup(.product(id: "boots-42"), Toggles(cart: false, productPage: true)),
            expecting: { setup in
                switch setup.entryPoint {
                case .cart: Screen.oneTapCheckoutForCart
                case .product(let id): Screen.oneTapCheckoutForProduct(id: id)
                }
            }
        ) { setup in
            let oneTap = try await driver.oneTap(at: setup.entryPoint, toggles: setup.toggles)
            return Probe(act: oneTap.present, observe: oneTap.shown)
        }
    }

    @Test("Presenting one-tap checkout shows it exactly once", arguments: drivers)
    func presentsOnce(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            twins: Setup(.cart, Toggles(cart: true, productPage: false)),
            Setup(.product(id: "boots-42"), Toggles(cart: false, productPage: true)),
            expecting: { setup in
                switch setup.entryPoint {
                case .cart: [Screen.oneTapCheckoutForCart]
                case .product(let id): [Screen.oneTapCheckoutForProduct(id: id)]
                }
            }
        ) { setup in
            let oneTap = try await driver.oneTap(at: setup.entryPoint, toggles: setup.toggles)
            return Probe(act: oneTap.present, observe: oneTap.screensShown)
        }
    }

    @Test("The product entry point styles checkout for its product, not for the cart", arguments: drivers)
    func productStyling(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            twins: "cap-17", "gift card · spring 2026 · 25 EUR",
            expecting: { Screen.oneTapCheckoutForProduct(id: $0) }
        ) { productId in
            let oneTap = try await driver.oneTap(at: .product(id: productId), toggles: .allOn)
            return Probe(act: oneTap.present, observe: oneTap.shown)
        }
    }

    @Test("Checking out from the cart takes the classic checkout when one-tap is off there", arguments: drivers)
    func cartFallsBack(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            twins: Toggles(cart: false, productPage: true), Toggles(cart: true, productPage: false),
            expecting: { $0.cart ? Screen.oneTapCheckoutForCart : Screen.classicCheckout }
        ) { toggles in
            let cart = try await driver.cart(toggles: toggles)
            return Probe(
                act: {
                    try await cart.appear()
                    try await cart.tap("Checkout")
                },
                observe: cart.shown
            )
        }
    }

    @Test("Checking out from the cart shows exactly one screen, whichever it is", arguments: drivers)
    func cartShowsOneScreen(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            twins: Toggles(cart: true, productPage: false), Toggles(cart: false, productPage: true),
            expecting: { $0.cart ? [Screen.oneTapCheckoutForCart] : [Screen.classicCheckout] }
        ) { toggles in
            let cart = try await driver.cart(toggles: toggles)
            return Probe(
                act: {
                    try await cart.appear()
                    try await cart.tap("Checkout")
                },
                observe: cart.screensShown
            )
        }
    }

    @Test("Each tap on a checkout button shows checkout again, the second as the first", arguments: drivers)
    func everyTapChecksOut(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            // Each twin has one-tap on one screen and the classic checkout on
            // the other: each kind of checkout is tapped for twice.
            twins: Toggles(cart: true, productPage: false), Toggles(cart: false, productPage: true),
            expecting: { toggles in
                let cart: Screen = toggles.cart ? .oneTapCheckoutForCart : .classicCheckout
                let page: Screen = toggles.productPage ? .oneTapCheckoutForProduct(id: "boots-42") : .classicCheckout
                return TwoTaps(cart: [cart, cart], productPage: [page, page])
            }
        ) { toggles in
            let cart = try await driver.cart(toggles: toggles)
            let page = try await driver.productPage(productId: "boots-42", toggles: toggles)
            let button = toggles.productPage ? "Buy now with one tap" : "Checkout"
            return Probe(
                act: {
                    try await cart.appear()
                    try await cart.tap("Checkout")
                    try await cart.tap("Checkout")
                    try await page.appear()
                    try await page.tap(button)
                    try await page.tap(button)
                },
                observe: { TwoTaps(cart: try await cart.screensShown(), productPage: try await page.screensShown()) }
            )
        }
    }

    @Test("A product page offers the one-tap button only where product pages have one-tap", arguments: drivers)
    func productPageButtons(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            twins: Toggles(cart: false, productPage: true), Toggles(cart: true, productPage: false),
            expecting: { $0.productPage ? ["Buy now with one tap"] : ["Checkout"] }
        ) { toggles in
            let page = try await driver.productPage(productId: "cap-17", toggles: toggles)
            return Probe(act: page.appear, observe: page.visibleButtons)
        }
    }

    @Test("Tapping one-tap on a product page presents checkout for that product", arguments: drivers)
    func productPageOneTap(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            twins: "Cap-17", "BOOTS-42",
            expecting: { Screen.oneTapCheckoutForProduct(id: $0) }
        ) { productId in
            let page = try await driver.productPage(productId: productId, toggles: .allOn)
            return Probe(
                act: {
                    try await page.appear()
                    try await page.tap("Buy now with one tap")
                },
                observe: page.shown
            )
        }
    }

    @Test(
        "Checking out from a product page takes the classic checkout when one-tap is off there", arguments: drivers)
    func productPageCheckout(on driver: any Kata1Driver) async {
        await check(
            driver.version,
            twins: Setup(.product(id: "cap-17"), Toggles(cart: true, productPage: false)),
            Setup(.product(id: "boots-42"), Toggles(cart: false, productPage: true)),
            expecting: { setup in
                switch setup.entryPoint {
                case .product(let id) where setup.toggles.productPage: Screen.oneTapCheckoutForProduct(id: id)
                default: Screen.classicCheckout
                }
            }
        ) { setup in
            guard case .product(let id) = setup.entryPoint else { throw Unexpected("a product page needs a product") }
            let page = try await driver.productPage(productId: id, toggles: setup.toggles)
            return Probe(
                act: {
                    try await page.appear()
                    try await page.tap(setup.toggles.productPage ? "Buy now with one tap" : "Checkout")
                },
                observe: page.shown
            )
        }
    }
}

/// An entry point in an app with the given toggles: one twin of a scenario.
struct Setup: CustomStringConvertible {
    let entryPoint: EntryPoint
    let toggles: Toggles

    init(_ entryPoint: EntryPoint, _ toggles: Toggles) {
        self.entryPoint = entryPoint
        self.toggles = toggles
    }

    var description: String { "\(entryPoint) with \(toggles)" }
}

/// Which entry points offer one-tap checkout (the cart's, then a product
/// page's), and what the app shows after a disabled one was asked to present.
struct AfterPresenting: Equatable, CustomStringConvertible {
    let enabled: [Bool]
    let shown: Screen

    var description: String {
        let offered = zip(["the cart", "product pages"], enabled).map { "\($1 ? "on" : "off") in \($0)" }
        return "one-tap \(offered.joined(separator: ", ")), \(shown)"
    }
}

/// The screens the cart showed after two taps on its checkout button, and
/// those a product page showed after two taps on its own.
struct TwoTaps: Equatable, CustomStringConvertible {
    let cart: [Screen]
    let productPage: [Screen]

    var description: String { "the cart showed \(cart), the product page \(productPage)" }
}

/// A scenario asked the driver for something that makes no sense, or a
/// driver saw the version do something no scenario expects.
struct Unexpected: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
