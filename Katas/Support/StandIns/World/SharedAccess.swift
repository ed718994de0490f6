/// One read or write of state that every test in a process shares: a feature
/// toggle, the app's delegate, the app's window.
///
/// The stand-ins that keep such state record each access in the running
/// test's world, whoever makes it (the code, a driver, a learner's test), so
/// the judge can tell a test that writes shared state, and name the state
/// two tests could share.
public struct SharedAccess: Sendable, Equatable, CustomStringConvertible {
    /// Whether the state was read or written.
    public enum Kind: Sendable, Equatable {
        case read
        case write
    }

    /// The state, as a message names it, e.g. "the feature toggle \"one-tap in the cart\"".
    public let state: String
    /// Whether it was read or written.
    public let kind: Kind
    /// What was done, in words, e.g. "set it to off".
    public let what: String

    /// A read of `state`.
    public static func read(_ state: String) -> SharedAccess {
        SharedAccess(state: state, kind: .read, what: "read it")
    }

    /// A write of `state` that did `what`.
    public static func write(_ state: String, _ what: String) -> SharedAccess {
        SharedAccess(state: state, kind: .write, what: what)
    }

    public var description: String { "\(state): \(what)" }
}
