@testable import Kata5Solution
@testable import Kata5Tests

/// An account server of the test's own: it knows the scenarios' members,
/// notes every request, and, if it holds answers, answers only when the test
/// says so.
@MainActor
final class ReferenceAccountServer: AccountServer {
    private let reachable: Bool
    private let holdsAnswers: Bool
    private var held: [AsyncStream<Void>.Continuation] = []
    private var watchers: [Int: CheckedContinuation<Void, Never>] = [:]
    private var watches = 0
    /// The credentials of every request that reached the server, in order.
    private(set) var requests: [Credentials] = []

    /// A server that answers as the garden's would or, if not `reachable`,
    /// is never reached; that answers when the test says, or at once.
    init(reachable: Bool, holdsAnswers: Bool = true) {
        self.reachable = reachable
        self.holdsAnswers = holdsAnswers
    }

    func openSession(for credentials: Credentials) async throws(SignInFailure) -> Session {
        requests.append(credentials)
        for watcher in watchers.values { watcher.resume() }
        watchers = [:]
        if holdsAnswers {
            let (answered, answer) = AsyncStream<Void>.makeStream()
            held.append(answer)
            for await _ in answered { break }
        }
        return try reply(to: credentials).get()
    }

    /// Delivers the answers held so far.
    func answer() {
        let answers = held
        held = []
        for answer in answers {
            answer.yield()
            answer.finish()
        }
    }

    /// Returns once `work` has reached the server, or has ended without it.
    func reached(by work: Task<Void, Never>?) async {
        guard let work else { return }
        watches += 1
        let id = watches
        await withCheckedContinuation { continuation in
            watchers[id] = continuation
            Task {
                await work.value
                self.watchers.removeValue(forKey: id)?.resume()
            }
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
