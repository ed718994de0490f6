import Testability

/// What a Kata 1 scenario needs from any version of one-tap checkout. Each
/// version's driver answers it with that version's own API.
protocol Kata1Driver: VersionDriver {
    /// One-tap checkout at `entryPoint`, in an app whose toggles are `toggles`.
    func oneTap(at entryPoint: EntryPoint, toggles: Toggles) async throws -> OneTapUnderTest
    /// The cart screen, in an app whose toggles are `toggles`.
    func cart(toggles: Toggles) async throws -> ScreenUnderTest
    /// The page of `productId`, in an app whose toggles are `toggles`.
    func productPage(productId: String, toggles: Toggles) async throws -> ScreenUnderTest

    // The app's own wiring, which `Kata1Wiring` checks and does not judge:
    // each member makes what the app makes as the app's code makes it,
    // passing no more than the app does (keep these short, as the app's call
    // sites are), and reads the app's one window for what it showed.

    /// One-tap checkout at `entryPoint`, made by the app's code with nothing
    /// but the entry point.
    func appsOneTap(at entryPoint: EntryPoint) async throws -> OneTapUnderTest
    /// The cart screen, made by the app with no arguments.
    func appsCart() async throws -> ScreenUnderTest
    /// The page of `productId`, made by the app with nothing but the id.
    func appsProductPage(productId: String) async throws -> ScreenUnderTest
}

/// A place in the app that offers one-tap checkout.
enum EntryPoint: Equatable, CustomStringConvertible {
    case cart
    case product(id: String)

    var description: String {
        switch self {
        case .cart: "the cart"
        case .product(let id): "product \(id)"
        }
    }
}

/// The app's two one-tap toggles, as a scenario chooses them.
struct Toggles: Equatable, CustomStringConvertible {
    var cart: Bool
    var productPage: Bool

    static let allOn = Toggles(cart: true, productPage: true)
    static let allOff = Toggles(cart: false, productPage: false)

    var description: String {
        "one-tap \(cart ? "on" : "off") in the cart, \(productPage ? "on" : "off") on product pages"
    }
}

/// What the app's window shows after a scenario acted.
indirect enum Screen: Equatable, CustomStringConvertible {
    case nothing
    case oneTapCheckoutForCart
    case oneTapCheckoutForProduct(id: String)
    case classicCheckout
    /// A screen that looked one way when it was shown and another later:
    /// a user saw it change while it was up.
    case changedWhileShown(from: Screen, to: Screen)

    var description: String {
        switch self {
        case .nothing: "no screen shown"
        case .oneTapCheckoutForCart: "one-tap checkout styled for the cart"
        case .oneTapCheckoutForProduct(let id): "one-tap checkout styled for product \(id)"
        case .classicCheckout: "the classic checkout"
        case .changedWhileShown(let from, let to): "\(from) when shown, then \(to) while still up"
        }
    }
}

/// One-tap checkout at one entry point, as a scenario drives it.
struct OneTapUnderTest {
    /// Whether the entry point offers one-tap checkout.
    let isEnabled: @MainActor () async throws -> Bool
    /// Asks the feature to present itself.
    let present: @MainActor () async throws -> Void
    /// The screen the app shows now.
    let shown: @MainActor () async throws -> Screen
    /// Every screen shown since the feature was made, oldest first.
    let screensShown: @MainActor () async throws -> [Screen]
}

/// A screen of the app, as a scenario drives it.
struct ScreenUnderTest {
    /// Brings the screen up, as the app does before the user sees it.
    let appear: @MainActor () async throws -> Void
    /// The titles of the buttons a user can see on the screen, in order.
    let visibleButtons: @MainActor () async throws -> [String]
    /// Taps the button titled so, as a user would.
    let tap: @MainActor (_ title: String) async throws -> Void
    /// The screen the app shows now.
    let shown: @MainActor () async throws -> Screen
    /// Every screen shown since the screen was made, oldest first.
    let screensShown: @MainActor () async throws -> [Screen]
}
