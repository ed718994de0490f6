import Testability
import Testing

@testable import Kata5Solution

/// Unit tests of what a member types, as the refactoring leaves it: a value
/// that checks itself, with no screen and no server.
@Suite("Kata 5 · Examples: what a member types", .unitTests)
struct CredentialsTests {
    /// Before: the checks ran inside the sign-in screen, and a test saw only
    /// the error screen they put up.
    @Test(
        "Each problem with what was typed is named, the email's first",
        arguments: [
            ("", "", CredentialsProblem.missingEmail),
            ("rosa.plotline.example", "marigold-9", .malformedEmail("rosa.plotline.example")),
            ("rosa @plotline.example", "marigold-9", .malformedEmail("rosa @plotline.example")),
            ("rosa@plotline", "marigold-9", .malformedEmail("rosa@plotline")),
            ("rosa@plotline.example", "", .missingPassword),
        ])
    func problems(email: String, password: String, problem: CredentialsProblem) {
        #expect(throws: problem) { try Credentials(email: email, password: password) }
    }

    @Test("Well-formed credentials keep what was typed")
    func wellFormed() throws {
        let credentials = try Credentials(email: "rosa@plotline.example", password: "marigold-9")
        #expect(credentials.email == "rosa@plotline.example")
        #expect(credentials.password == "marigold-9")
    }
}
