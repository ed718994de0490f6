/// A request to a web server, as the network stand-in takes it: a method, an
/// address, and a form of named fields.
///
/// On iOS this is a `URLRequest` with a `URL`, sent with `URLSession`.
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
        String(afterScheme.prefix { $0 != "/" })
    }

    /// The path on the server, with its query, e.g. "/sessions".
    public var path: String {
        String(afterScheme.drop { $0 != "/" })
    }

    private var afterScheme: Substring {
        url.split(separator: "://", maxSplits: 1).last ?? ""
    }
}

/// A web server's answer: a status code and a text body.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code, e.g. 201 or 401.
    public let status: Int
    /// The body, as text.
    public let body: String

    public init(status: Int, body: String = "") {
        self.status = status
        self.body = body
    }

    /// An answer whose body is a form of named fields, one `name=value` a
    /// line.
    public init(status: Int, fields: [String: String]) {
        self.init(status: status, body: fields.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: "\n"))
    }

    /// The body's named fields, where it is a form of `name=value` lines.
    public var fields: [String: String] {
        var fields: [String: String] = [:]
        for line in body.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return fields
    }
}

/// Why a request got no answer at all.
public enum HTTPError: Error, Sendable, Equatable {
    /// No server answers at `host`.
    case cannotConnect(host: String)
}
