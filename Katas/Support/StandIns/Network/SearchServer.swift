import Foundation

/// The app's search server, as the network stand-in answers for it: it knows
/// a handful of places and finds those that match any word of the query.
struct SearchServer: LiveServer {
    /// Where the server answers.
    static let host = "search.example"

    /// The places the server knows.
    private let places = [
        "Fancy Restaurant Lumière", "Le Jardin, a fancy restaurant", "Sushi Ko", "Café Nube", "Burger Bar",
        "Taco Sol", "Pho 24",
    ]

    /// The matching places, one a line; 400 for a search without a query;
    /// 404 for any other path.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET", let query = query(in: request.path) else {
            return HTTPResponse(status: 404, body: "no such endpoint: \(request.path)")
        }
        let words = query.lowercased().split(separator: " ")
        guard !words.isEmpty else {
            return HTTPResponse(status: 400, body: "a search needs a query")
        }
        let found = places.filter { place in words.contains { place.lowercased().contains($0) } }
        return HTTPResponse(status: 200, body: found.joined(separator: "\n"))
    }

    /// The decoded `q` of a `/search?q=…` path, or `nil` for any other path.
    private func query(in path: String) -> String? {
        let prefix = "/search?q="
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count)).removingPercentEncoding
    }
}
