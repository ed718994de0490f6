/// One touch of a live resource: a request to a server, a radio scan, a
/// screen shown on the app's window.
public struct Contact: Sendable, Equatable, CustomStringConvertible {
    /// The live resource that was touched, e.g. "navigator" or "network".
    public let resource: String
    /// The global entry the code reached it through, e.g. "AppNavigator.shared".
    public let via: String
    /// What happened, in words, e.g. "showed OneTapCheckoutViewController on the app's window".
    public let what: String

    /// A contact with `resource`, reached through `via`, that did `what`.
    public init(_ resource: String, via: String, _ what: String) {
        self.resource = resource
        self.via = via
        self.what = what
    }

    public var description: String { "\(resource): \(what)" }
}
