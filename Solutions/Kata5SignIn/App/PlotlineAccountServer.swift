import StandIns

/// The garden's live account server, reached over the web: what the app hands
/// the API outside tests.
public struct PlotlineAccountServer: AccountServer {
    private let address: String

    /// The server at `address`: production by default, or a staging server.
    public init(address: String = "https://api.plotline.example") {
        self.address = address
    }

    public func openSession(for credentials: Credentials) async throws(SignInFailure) -> Session {
        let request = HTTPRequest(
            method: "POST", url: address + "/sessions",
            form: ["email": credentials.email, "password": credentials.password])
        let response: Result<HTTPResponse, HTTPError>
        do throws(HTTPError) {
            response = .success(try await HTTPSession.shared.response(to: request))
        } catch {
            response = .failure(error)
        }
        return try Self.session(from: response, for: credentials).get()
    }

    /// The session a response opens, or why it opens none.
    static func session(
        from result: Result<HTTPResponse, HTTPError>, for credentials: Credentials
    ) -> Result<Session, SignInFailure> {
        switch result {
        case .success(let response):
            let fields = response.fields
            guard response.status == 201, let token = fields["token"], let memberId = fields["memberId"] else {
                return .failure(.rejected(email: credentials.email))
            }
            return .success(Session(token: token, memberId: memberId))
        case .failure:
            return .failure(.unreachable)
        }
    }
}
