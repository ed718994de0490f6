/// The search service's Swift wrapper, a "third-party" module generated from
/// the service's API description. It is not the learner's to change: its one
/// entry is a static method, and it stays one.

import Foundation
import StandIns

/// The search service's API, as its generated wrapper offers it.
public final class APIWrapper {
    private init() {}

    /// The characters a query keeps as they are in a URL; the others are
    /// percent-encoded.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// Asks the search service for the places that match `query`, and hands
    /// the answer to `completion` when the response arrives.
    ///
    /// The request goes to the live network at once; the answer comes later,
    /// never before this method returns.
    public static func search(query: String, completion: @escaping (Result<[String], Error>) -> Void) {
        let encoded = query.addingPercentEncoding(withAllowedCharacters: unreserved) ?? query
        SearchNetwork.get("/search?q=\(encoded)", via: "APIWrapper.search") { response in
            guard response.status == 200 else {
                completion(.failure(SearchAPIError(status: response.status, message: response.body)))
                return
            }
            completion(.success(response.body.split(separator: "\n").map(String.init)))
        }
    }
}
