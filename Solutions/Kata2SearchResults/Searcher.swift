// Kata 2, after: the search screen's data source is handed its search
// function, an async one whose default awaits the search service's static
// method, and the token store is handed the keychain's "add item" function.

import SearchAPI

/// A search function: the places found for a query, or why there are none.
public typealias Searcher = @MainActor (_ query: String) async throws -> [String]

extension APIWrapper {
    /// The search service's static search, awaited: the answer its
    /// callback-style form hands back, returned.
    ///
    /// The service cannot cancel a request it has sent: a cancelled caller
    /// still waits for the answer, and drops it.
    @MainActor
    public static func search(query: String) async throws -> [String] {
        try await withCheckedThrowingContinuation { continuation in
            search(query: query) { continuation.resume(with: $0) }
        }
    }
}
