/// The server that signs members in. The app hands the API its live server; a
/// test hands it one of its own. It is asked on the main actor.
@MainActor
public protocol AccountServer {
    /// Opens a session for `credentials` once the server has answered, or
    /// throws why it opened none.
    func openSession(for credentials: Credentials) async throws(SignInFailure) -> Session
}
