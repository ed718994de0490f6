// Kata 5, after: Plotline's sign-in set free of the app delegate. The
// `SignIn/` files know nothing of the app that hosts them: the API is handed
// its server and a notification centre, the sign-in screen is handed its
// API, and the error screen is handed its second button. The `App/` files
// are the Plotline app's side.

/// An email and a password that passed every check worth making before the
/// server is asked.
public struct Credentials: Equatable, Sendable {
    /// The member's email address.
    public let email: String
    /// The member's password.
    public let password: String

    /// Credentials from what a member typed, or the first problem with it.
    public init(email: String, password: String) throws(CredentialsProblem) {
        if email.isEmpty { throw .missingEmail }
        if !Self.looksLikeEmail(email) { throw .malformedEmail(email) }
        if password.isEmpty { throw .missingPassword }
        self.email = email
        self.password = password
    }

    /// Whether `text` has a name, one @, and a domain with a dot in it.
    private static func looksLikeEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(" ") else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }
}

/// What is wrong with what a member typed.
public enum CredentialsProblem: Error, Equatable, Sendable {
    case missingEmail
    case malformedEmail(String)
    case missingPassword

    /// The problem, in words for the member.
    public var message: String {
        switch self {
        case .missingEmail: "Enter the email address you joined the garden with."
        case .malformedEmail(let email): "\"\(email)\" is not an email address: it needs a name, an @ and a domain."
        case .missingPassword: "Enter your password."
        }
    }
}
