/// A request to a web server, as the network stand-in takes it: a method, an
/// address, and a form of named fields.
public struct HTTPRequest: Sendable, Equatable {
    /// The method, e.g. "POST".
    public let method: String
    /// The full address, e.g. "https://api.plotline.example/sessions".
    public let url: String
    /// The form fields sent with the request.
    public let form: [String: String]

    public init(method: String, url: String, form: [String: String] = [:]) {
        self.method = method
        self.url = url
        self.form = form
    }

    /// The server's host, e.g. "api.plotline.example".
    public var host: String {
        let afterScheme = url.split(separator: "://", maxSplits: 1).last ?? ""
        return String(afterScheme.prefix { $0 != "/" })
    }

    /// The path on the server, e.g. "/sessions".
    public var path: String {
        let afterScheme = url.split(separator: "://", maxSplits: 1).last ?? ""
        return String(afterScheme.drop { $0 != "/" })
    }
}

/// A web server's answer: a status code and named fields.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code, e.g. 201 or 401.
    public let status: Int
    /// The fields of the answer.
    public let body: [String: String]

    public init(status: Int, body: [String: String] = [:]) {
        self.status = status
        self.body = body
    }
}

/// Why a request got no answer at all.
public enum HTTPError: Error, Sendable, Equatable {
    /// No server answers at `host`.
    case cannotConnect(host: String)
}
