/// An email and a password, as a member enters them.
struct Entry: Equatable, CustomStringConvertible {
    let email: String
    let password: String

    var description: String { "\(email.isEmpty ? "no email" : email) / \(password.isEmpty ? "no password" : password)" }
}

/// A member the garden's server knows, with the id it gives them.
struct Member: Equatable, CustomStringConvertible {
    let entry: Entry
    let id: String

    static let rosa = Member(entry: Entry(email: "rosa@plotline.example", password: "marigold-9"), id: "member-104")
    static let ivan = Member(entry: Entry(email: "ivan@plotline.example", password: "beetroot-3"), id: "member-221")
    /// Every member the server knows.
    static let all = [rosa, ivan]

    var description: String { entry.email }
}

/// Whether the garden's server can be reached.
enum ServerState: Equatable, CustomStringConvertible {
    case up
    case down

    var description: String { self == .up ? "the server up" : "the server down" }
}

/// What an error screen says: a title and a message.
struct Notice: Equatable, CustomStringConvertible {
    let title: String
    let message: String

    var description: String { "\"\(title)\"" }
}

/// What the app's window shows.
enum AppScreen: Equatable, CustomStringConvertible {
    case nothing
    case signIn
    case plots(memberId: String)

    var description: String {
        switch self {
        case .nothing: "nothing"
        case .signIn: "the sign-in screen"
        case .plots(let id): "the plots of \(id)"
        }
    }
}

/// An error screen as the member sees it: its title, its message, and the
/// titles of the buttons on it, in no order a test may rely on (kept
/// sorted).
struct ErrorScreen: Equatable, CustomStringConvertible {
    let title: String
    let message: String
    let buttons: [String]

    init(title: String, message: String, buttons: [String]) {
        self.title = title
        self.message = message
        self.buttons = buttons.sorted()
    }

    /// No error screen shown.
    static let none = ErrorScreen(title: "", message: "", buttons: [])

    var description: String {
        self == .none
            ? "no error screen"
            : "the error screen \"\(title)\" saying \"\(message)\" with \(buttons.map { $0.isEmpty ? "a button with no title" : $0 }.joined(separator: " and "))"
    }
}

/// What the app is told about the member, and whether the API held a
/// session at the moment the app heard it: a listener that reads the
/// session when it hears "signed in" must find one, and none after
/// "signed out".
enum Announcement: Equatable, CustomStringConvertible {
    /// A member signed in; `nil` when the announcement did not say who.
    case signedIn(memberId: String?, sessionHeld: Bool)
    case signedOut(sessionHeld: Bool)

    var description: String {
        switch self {
        case .signedIn(let id, let held):
            "signed in: \(id ?? "nobody said who")" + (held ? "" : ", heard before the API held the session")
        case .signedOut(let held): "signed out" + (held ? ", heard while the API still held the session" : "")
        }
    }
}

/// The sign-in screen as the member sees it: each field's placeholder and
/// what it shows (a hidden field shows a dot a character), and the titles
/// of the buttons, in no order a test may rely on (kept sorted).
struct SignInForm: Equatable, CustomStringConvertible {
    let fields: [Field]
    let buttons: [String]

    init(fields: [Field], buttons: [String]) {
        self.fields = fields.sorted { $0.placeholder < $1.placeholder }
        self.buttons = buttons.sorted()
    }

    /// A field as the member sees it.
    struct Field: Equatable, CustomStringConvertible {
        let placeholder: String
        let shows: String

        var description: String { "\(placeholder) showing \"\(shows)\"" }
    }

    var description: String {
        "fields \(fields.map(\.description).joined(separator: ", ")), buttons \(buttons.joined(separator: " and "))"
    }
}
