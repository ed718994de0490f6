// The search service's Swift wrapper, a "third-party" module generated from
// the service's API description. It is not the learner's to change: its one
// entry is a static method, and it stays one.

import Foundation
import StandIns

/// The search service's API, as its generated wrapper offers it.
public final class APIWrapper: Sendable {
    private init() {}

    /// The characters a query keeps as they are in a URL; the others are
    /// percent-encoded.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// Asks the search service for the places that match `query`, and hands
    /// the answer to `completion`, on the main actor, when it arrives.
    ///
    /// The request goes to the live network at once; the answer comes later,
    /// never before this method returns.
    public static func search(
        query: String, completion: @escaping @MainActor @Sendable (Result<[String], any Error>) -> Void
    ) {
        let encoded = query.addingPercentEncoding(withAllowedCharacters: unreserved) ?? query
        let request = HTTPRequest(method: "GET", url: "https://search.example/search?q=\(encoded)")
        HTTPSession.shared.send(request, via: "APIWrapper.search") { result in
            completion(places(from: result))
        }
    }

    /// The places in a response, or why there are none.
    private static func places(from result: Result<HTTPResponse, HTTPError>) -> Result<[String], any Error> {
        switch result {
        case .success(let response) where response.status == 200:
            .success(response.body.split(separator: "\n").map(String.init))
        case .success(let response):
            .failure(SearchAPIError(status: response.status, message: response.body))
        case .failure(let error):
            .failure(error)
        }
    }
}
