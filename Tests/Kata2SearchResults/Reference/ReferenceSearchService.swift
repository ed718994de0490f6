@testable import Kata2Tests

/// An async search service of the test's own: it records each query, and
/// each search waits until the test answers it, in any order. Like the
/// search service, it answers a request even after its caller was
/// cancelled: cancelling is the caller's business.
@MainActor
final class ReferenceSearchService {
    /// The queries sent, oldest first.
    private(set) var queries: [String] = []
    private var waiting: [CheckedContinuation<[String], any Error>?] = []
    /// The work that sent each request, by request.
    private var senders: [Int: Task<Void, Never>] = [:]
    private var watchers: [Int: CheckedContinuation<Void, Never>] = [:]
    private var watches = 0

    /// Receives a search, and waits for the test's answer.
    func search(_ query: String) async throws -> [String] {
        queries.append(query)
        for watcher in watchers.values { watcher.resume() }
        watchers = [:]
        return try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    /// Returns once `work`, just started, has sent its request, or has ended
    /// without one; `work` is then the sender of that request, and of any
    /// other that arrived meanwhile (work it started itself may send one).
    func sent(by work: Task<Void, Never>?) async {
        guard let work else { return }
        let request = queries.count
        watches += 1
        let id = watches
        await withCheckedContinuation { continuation in
            watchers[id] = continuation
            Task {
                await work.value
                self.watchers.removeValue(forKey: id)?.resume()
            }
        }
        for sent in request..<queries.count { senders[sent] = work }
    }

    /// Answers the search sent `request`-th (0 for the first), and returns
    /// once the work that sent it has taken the answer. When that work sent
    /// another request still unanswered, it cannot end before that one is
    /// answered too: this returns at once, and the scenario reads what the
    /// code did with the answers so far.
    func answer(_ request: Int, with answer: Answer) async throws {
        guard waiting.indices.contains(request), let continuation = waiting[request] else {
            throw NoSuchRequest(asked: request, sent: waiting.count)
        }
        waiting[request] = nil
        switch answer {
        case .places(let places): continuation.resume(returning: places)
        case .failure: continuation.resume(throwing: SearchFailed())
        }
        guard let sender = senders[request] else { return }
        let waitsForAnother = senders.contains { other in
            other.key != request && other.value == sender
                && waiting.indices.contains(other.key) && waiting[other.key] != nil
        }
        if !waitsForAnother { await sender.value }
    }
}
