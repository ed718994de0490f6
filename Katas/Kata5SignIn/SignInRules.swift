/// What the sign-in screen asks of what a member types before it bothers the
/// server.
enum SignInRules {
    /// What is wrong with `email` and `password`, in words for the member, or
    /// `nil` if they are worth sending.
    static func problem(email: String, password: String) -> String? {
        if email.isEmpty {
            return "Enter the email address you joined the garden with."
        }
        if !looksLikeEmail(email) {
            return "\"\(email)\" is not an email address: it needs a name, an @ and a domain."
        }
        if password.isEmpty {
            return "Enter your password."
        }
        return nil
    }

    /// Whether `text` has a name, one @, and a domain with a dot in it.
    private static func looksLikeEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(" ") else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }
}
