/// What a server answered to one request: an HTTP status and a text body.
public struct SearchResponse: Sendable, Equatable {
    /// The HTTP status, e.g. 200 or 400.
    public let status: Int
    /// The body, one entry per line.
    public let body: String

    public init(status: Int, body: String) {
        self.status = status
        self.body = body
    }
}
