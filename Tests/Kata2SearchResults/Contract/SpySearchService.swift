/// A search service that records each query and keeps each completion, so
/// that the scenario answers whichever request it likes, when it likes.
///
/// It speaks the shape of `APIWrapper.search` and imports no version, so any
/// version that takes a search function can be handed its `search`.
@MainActor
final class SpySearchService {
    /// What a search calls, on the main actor, with the places found or an
    /// error.
    typealias Completion = @MainActor @Sendable (Result<[String], any Error>) -> Void

    /// The queries sent, oldest first.
    private(set) var queries: [String] = []
    private var completions: [Completion] = []

    /// Receives a search, as `APIWrapper.search` would, and answers nothing yet.
    func search(_ query: String, completion: @escaping Completion) {
        queries.append(query)
        completions.append(completion)
    }

    /// Answers the request sent `request`-th (0 for the first).
    func answer(_ request: Int, with answer: Answer) throws {
        guard completions.indices.contains(request) else {
            throw NoSuchRequest(asked: request, sent: completions.count)
        }
        switch answer {
        case .places(let places): completions[request](.success(places))
        case .failure: completions[request](.failure(SearchFailed()))
        }
    }
}

/// The error the spy answers with when a scenario chooses a failure.
struct SearchFailed: Error {}

/// A scenario answered a request that was never sent.
struct NoSuchRequest: Error, CustomStringConvertible {
    let asked: Int
    let sent: Int

    var description: String { "no request number \(asked) to answer: \(sent) were sent" }
}
