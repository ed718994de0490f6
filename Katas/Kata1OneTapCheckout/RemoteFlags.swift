// Kata 1, before: a shop app's one-tap checkout, offered through an `enum`
// whose methods reach global toggles and the app's navigator. This is the
// learner's code to change.

/// The app's feature toggles, flipped by the app's remote configuration as
/// A/B tests and roll-outs go.
@MainActor
public enum RemoteFlags {
    /// Whether the cart offers one-tap checkout.
    public static var oneTapInCart = true
    /// Whether product pages offer one-tap checkout.
    public static var oneTapOnProductPages = false
}
