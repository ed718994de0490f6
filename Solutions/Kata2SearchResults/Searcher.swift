// Kata 2, after: the search screen's data source is handed its search
// function, which defaults to the search service's static method, and the
// token store is handed the keychain's "add item" function the same way.

/// A search function of the shape of `APIWrapper.search`: it takes a query
/// and, later, calls its completion on the main actor with the answer.
public typealias Searcher = @MainActor (_ query: String, _ completion: @escaping SearcherCompletion) -> Void

/// The completion a `Searcher` calls, on the main actor, with the places
/// found or an error.
public typealias SearcherCompletion = @MainActor @Sendable (Result<[String], any Error>) -> Void
