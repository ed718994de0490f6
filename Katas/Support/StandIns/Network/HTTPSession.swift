/// The app's connection to the web, a live stand-in in the spirit of
/// `URLSession.shared`: it sends requests to the servers it knows and answers
/// later, on the app's main run loop.
///
/// Each request is recorded as a network contact at the moment it is sent, on
/// the caller's task. Hosts it does not know cannot be reached. It opens no
/// socket: the servers it knows are stand-ins too (see `LiveServers`).
public final class HTTPSession: Sendable {
    /// The app's one connection to the web.
    public static let shared = HTTPSession()

    private init() {}

    /// Sends `request`; `answer` runs on the main actor with the response, or
    /// with why there is none, the next time the main run loop runs.
    ///
    /// `entry` names the global entry the app's code called, for the contact:
    /// "HTTPSession.shared" unless a wrapper sends on the code's behalf.
    public func send(
        _ request: HTTPRequest,
        via entry: String = "HTTPSession.shared",
        then answer: @escaping @MainActor @Sendable (Result<HTTPResponse, HTTPError>) -> Void
    ) {
        let result = respond(to: request, via: entry)
        MainRunLoop.shared.perform { answer(result) }
    }

    /// Sends `request` and returns the response, as `URLSession`'s
    /// `data(for:)` does.
    ///
    /// The stand-in's servers answer at once, so the call never waits.
    public func response(
        to request: HTTPRequest, via entry: String = "HTTPSession.shared"
    ) async throws(HTTPError) -> HTTPResponse {
        try respond(to: request, via: entry).get()
    }

    private func respond(to request: HTTPRequest, via entry: String) -> Result<HTTPResponse, HTTPError> {
        World.current.record(Contact("network", via: entry, "\(request.method) \(request.host)\(request.path)"))
        guard let server = LiveServers.byHost[request.host] else {
            return .failure(.cannotConnect(host: request.host))
        }
        return .success(server.respond(to: request))
    }
}

/// A server the network stand-in can reach: how it answers a request.
protocol LiveServer: Sendable {
    /// The server's answer to `request`.
    func respond(to request: HTTPRequest) -> HTTPResponse
}

/// The servers the network stand-in reaches, by host. A new kata's server
/// is one more entry here.
enum LiveServers {
    static let byHost: [String: any LiveServer] = [
        SearchServer.host: SearchServer(),
        PlotlineServer.host: PlotlineServer(),
    ]
}
