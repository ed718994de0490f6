/// A signed-in member's session with the garden's server.
struct Session: Equatable {
    /// The token the server issued, sent with every later request.
    let token: String
    /// The member the session belongs to.
    let memberId: String
}
