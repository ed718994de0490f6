import Foundation

/// The app's search server, as the network stand-in answers for it: it knows
/// a handful of places and finds those that match any word of the query.
enum SearchServer {
    /// The places the server knows.
    static let places = [
        "Fancy Restaurant Lumière", "Le Jardin, a fancy restaurant", "Sushi Ko", "Café Nube", "Burger Bar",
        "Taco Sol", "Pho 24",
    ]

    /// The response to `GET path`: the matching places, one a line; 400 for
    /// a search without a query; 404 for any other path.
    static func respond(to path: String) -> SearchResponse {
        guard let query = query(in: path) else {
            return SearchResponse(status: 404, body: "no such endpoint: \(path)")
        }
        let words = query.lowercased().split(separator: " ")
        guard !words.isEmpty else {
            return SearchResponse(status: 400, body: "a search needs a query")
        }
        let found = places.filter { place in words.contains { place.lowercased().contains($0) } }
        return SearchResponse(status: 200, body: found.joined(separator: "\n"))
    }

    /// The decoded `q` of a `/search?q=…` path, or `nil` for any other path.
    private static func query(in path: String) -> String? {
        let prefix = "/search?q="
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count)).removingPercentEncoding
    }
}
