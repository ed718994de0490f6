/// A signed-in member's session with the account server.
public struct Session: Equatable, Sendable {
    /// The token the server issued, sent with every later request.
    public let token: String
    /// The member the session belongs to.
    public let memberId: String

    public init(token: String, memberId: String) {
        self.token = token
        self.memberId = memberId
    }
}
