import Synchronization

/// The shop app's feature-toggle store, a stand-in for the remote
/// configuration an app reads its A/B tests and roll-outs from: one store,
/// shared by every screen and every test of the process.
///
/// Each read and each write is recorded in the running test's world as an
/// access to shared state, whoever makes it: the app's code, a driver or a
/// test. The values live in that world too, so a test that sets a toggle
/// changes it for whatever else runs beside it, as in an app, and for nothing
/// after it. A new world starts with the toggles this build ships with: one-tap
/// on in the cart, off on product pages.
///
/// Safe to use from any thread, as a configuration store is.
public enum FeatureToggle {
    /// Whether the cart offers one-tap checkout.
    public static var isOneTapEnabledInCart: Bool {
        Toggles.current.read(\.oneTapInCart, named: cart)
    }

    /// Whether product pages offer one-tap checkout.
    public static var isOneTapEnabledInProductPage: Bool {
        Toggles.current.read(\.oneTapOnProductPages, named: productPages)
    }

    /// Turns one-tap checkout in the cart on or off, for everyone.
    ///
    /// - Parameter enabled: Whether the cart offers one-tap checkout.
    public static func setOneTapEnabledInCart(_ enabled: Bool) {
        Toggles.current.write(\.oneTapInCart, enabled, named: cart)
    }

    /// Turns one-tap checkout on product pages on or off, for everyone.
    ///
    /// - Parameter enabled: Whether product pages offer one-tap checkout.
    public static func setOneTapEnabledInProductPage(_ enabled: Bool) {
        Toggles.current.write(\.oneTapOnProductPages, enabled, named: productPages)
    }

    private static let cart = "the feature toggle \"one-tap in the cart\""
    private static let productPages = "the feature toggle \"one-tap on product pages\""
}

/// The toggles of one world.
private final class Toggles: Sendable {
    struct Values {
        var oneTapInCart = true
        var oneTapOnProductPages = false
    }

    private let values: Mutex<Values>

    private init(_ values: Values) {
        self.values = Mutex(values)
    }

    /// The toggles of the running test's world: as shipped, or each the
    /// other way round in a world whose shared state starts changed.
    static var current: Toggles {
        let world = World.current
        return world.live(Toggles.self) {
            let shipped = Values()
            guard world.startsChanged else { return Toggles(shipped) }
            return Toggles(
                Values(oneTapInCart: !shipped.oneTapInCart, oneTapOnProductPages: !shipped.oneTapOnProductPages))
        }
    }

    func read(_ toggle: KeyPath<Values, Bool>, named name: String) -> Bool {
        World.current.note(.read(name))
        return values.withLock { $0[keyPath: toggle] }
    }

    func write(_ toggle: WritableKeyPath<Values, Bool>, _ enabled: Bool, named name: String) {
        World.current.note(.write(name, "set it \(enabled ? "on" : "off")"))
        values.withLock { $0[keyPath: toggle] = enabled }
    }
}
