import StandIns

/// The garden's account API. It talks to the one server written into it, and
/// tells the app delegate itself when a member signs in or out.
@MainActor
public final class GardenAPI {
    private let server = "https://api.plotline.example"
    /// The session of the member signed in, if any.
    private(set) var session: Session?

    public init() {}

    /// Signs a member in. On success the app delegate hears of it; on failure
    /// `failed` gets a message for the member.
    public func signIn(email: String, password: String, failed: @escaping @MainActor (String) -> Void) {
        let request = HTTPRequest(
            method: "POST", url: server + "/sessions", form: ["email": email, "password": password])
        HTTPSession.shared.send(request) { [weak self] result in
            switch result {
            case .success(let response):
                guard response.status == 201, let token = response.fields["token"],
                    let memberId = response.fields["memberId"]
                else {
                    failed("No member matches \(email) with that password.")
                    return
                }
                self?.session = Session(token: token, memberId: memberId)
                UIApplication.gardenDelegate?.memberSignedIn(memberId)
            case .failure:
                failed("The garden's server cannot be reached. Check your connection and try again.")
            }
        }
    }

    /// Signs the member out, forgets the session, and tells the app delegate.
    public func signOut() {
        session = nil
        UIApplication.gardenDelegate?.memberSignedOut()
    }
}
