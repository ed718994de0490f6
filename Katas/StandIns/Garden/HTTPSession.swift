/// The app's connection to the web, a live stand-in in the spirit of
/// `URLSession.shared`: it sends requests to the servers it knows and answers
/// later, on the app's main run loop.
///
/// Each request is recorded as a network contact at the moment it is sent, on
/// the caller's task. Hosts it does not know cannot be reached. It opens no
/// socket: the servers it knows are stand-ins too.
public final class HTTPSession: Sendable {
    /// The app's one connection to the web.
    public static let shared = HTTPSession()

    private init() {
        SharedNotificationCenterWatch.start()
    }

    /// Sends `request`; `answer` runs with the response, or with why there is
    /// none, the next time the main run loop runs.
    public func send(_ request: HTTPRequest, then answer: @escaping (Result<HTTPResponse, HTTPError>) -> Void) {
        World.current.record(Contact("network", via: "HTTPSession.shared", "\(request.method) \(request.url)"))
        let result: Result<HTTPResponse, HTTPError> =
            switch request.host {
            case PlotlineServer.host: .success(PlotlineServer.answer(request))
            default: .failure(.cannotConnect(host: request.host))
            }
        MainRunLoop.shared.perform { answer(result) }
    }
}
