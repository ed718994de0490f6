import StandIns

/// The garden's live account server, reached over the web: what the app hands
/// the API outside tests.
public struct PlotlineAccountServer: AccountServer {
    private let address: String
    private let web: HTTPSession

    /// The server at `address`, reached through `web`.
    public init(address: String = "https://api.plotline.example", web: HTTPSession = .shared) {
        self.address = address
        self.web = web
    }

    public func openSession(for credentials: Credentials, answer: @escaping (Result<Session, SignInFailure>) -> Void) {
        let request = HTTPRequest(
            method: "POST", url: address + "/sessions",
            form: ["email": credentials.email, "password": credentials.password])
        web.send(request) { result in
            switch result {
            case .success(let response):
                guard response.status == 201, let token = response.body["token"],
                    let memberId = response.body["memberId"]
                else {
                    answer(.failure(.rejected(email: credentials.email)))
                    return
                }
                answer(.success(Session(token: token, memberId: memberId)))
            case .failure:
                answer(.failure(.unreachable))
            }
        }
    }
}
