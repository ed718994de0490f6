// Kata 1, after: one-tap checkout as a `struct` that is handed everything it
// depends on. The `Feature/` files know nothing of the host app; the `App/`
// files are the host app's side.

/// A place in an app that offers one-tap checkout.
public enum OneTapEntryPoint: Equatable, Sendable {
    case cart
    case product(withId: String)
}
