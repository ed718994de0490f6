/// The server that signs members in. The app hands the API its live server; a
/// test hands it one of its own. It is asked, and answers, on the main actor.
@MainActor
public protocol AccountServer {
    /// Asks the server to open a session for `credentials`; `answer` runs with
    /// the session, or with why there is none, when the server has answered.
    func openSession(
        for credentials: Credentials, answer: @escaping @MainActor (Result<Session, SignInFailure>) -> Void)
}
