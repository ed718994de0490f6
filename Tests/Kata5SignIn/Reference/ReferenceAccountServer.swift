@testable import Kata5Solution
@testable import Kata5Tests

/// An account server of the test's own: it knows the scenarios' members,
/// notes every request, and answers only when the test says so.
@MainActor
final class ReferenceAccountServer: AccountServer {
    private let reachable: Bool
    private var waiting: [@MainActor () -> Void] = []
    /// The credentials of every request that reached the server, in order.
    private(set) var requests: [Credentials] = []

    /// A server that answers as the garden's would or, if not `reachable`,
    /// is never reached.
    init(reachable: Bool) {
        self.reachable = reachable
    }

    func openSession(
        for credentials: Credentials, answer: @escaping @MainActor (Result<Session, SignInFailure>) -> Void
    ) {
        requests.append(credentials)
        let result = reply(to: credentials)
        waiting.append { answer(result) }
    }

    /// Delivers the answers waiting, and any asked for meanwhile, in order.
    func answer() {
        while !waiting.isEmpty {
            waiting.removeFirst()()
        }
    }

    private func reply(to credentials: Credentials) -> Result<Session, SignInFailure> {
        guard reachable else { return .failure(.unreachable) }
        let entry = Entry(email: credentials.email, password: credentials.password)
        guard let member = Member.all.first(where: { $0.entry == entry }) else {
            return .failure(.rejected(email: credentials.email))
        }
        return .success(Session(token: "stub-token-\(member.id)", memberId: member.id))
    }
}
