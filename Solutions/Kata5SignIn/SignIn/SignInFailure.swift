/// Why the server did not sign a member in.
public enum SignInFailure: Error, Equatable, Sendable {
    /// The server knows no member with this email and that password.
    case rejected(email: String)
    /// The server could not be reached.
    case unreachable

    /// The failure, in words for the member.
    public var message: String {
        switch self {
        case .rejected(let email): "No member matches \(email) with that password."
        case .unreachable: "The garden's server cannot be reached. Check your connection and try again."
        }
    }
}
