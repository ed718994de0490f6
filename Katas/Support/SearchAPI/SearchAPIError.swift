/// The search service refused a request: its HTTP status and its reason.
public struct SearchAPIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The HTTP status, e.g. 400.
    public let status: Int
    /// The service's reason, in its words.
    public let message: String

    public var description: String { "search service answered \(status): \(message)" }
}
