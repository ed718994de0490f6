/// The Plotline community garden's account server, as it runs in production:
/// the members it knows, and how it answers a request to sign one in.
///
/// `POST /sessions` with an `email` and a `password` opens a session: 201 with
/// a `token` and the `memberId`, or 401 with a `reason`.
struct PlotlineServer: LiveServer {
    /// Where the server answers.
    static let host = "api.plotline.example"

    private struct Member {
        let email: String
        let password: String
        let id: String
    }

    private let members = [
        Member(email: "rosa@plotline.example", password: "marigold-9", id: "member-104"),
        Member(email: "ivan@plotline.example", password: "beetroot-3", id: "member-221"),
    ]

    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "POST", request.path == "/sessions" else {
            return HTTPResponse(status: 404, fields: ["reason": "no such endpoint"])
        }
        let email = request.form["email"] ?? ""
        let password = request.form["password"] ?? ""
        guard let member = members.first(where: { $0.email == email && $0.password == password }) else {
            return HTTPResponse(status: 401, fields: ["reason": "no member matches that email and password"])
        }
        return HTTPResponse(status: 201, fields: ["token": "session-\(member.id)", "memberId": member.id])
    }
}
