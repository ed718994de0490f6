@_spi(Judge) import StandIns
import Testability
import Testing

@testable import Kata5Tests

/// Both versions, whatever `KATAS_VERSION` says: a comparison needs the two.
let bothVersions: [any Kata5Driver] = [KatasDriver(), SolutionDriver()]

/// What a member may type: each member the garden knows, an email with a
/// capital, a wrong password, a stranger, a password with spaces, an email
/// with a space or without an @, nothing at all.
let typedEntries = [
    Member.rosa.entry, Member.ivan.entry, Entry(email: "Rosa@plotline.example", password: "marigold-9"),
    Entry(email: "rosa@plotline.example", password: "Marigold-9"),
    Entry(email: "nobody@plotline.example", password: "marigold-9"),
    Entry(email: "ivan@plotline.example", password: " beetroot-3 "),
    Entry(email: "rosa @plotline.example", password: "marigold-9"),
    Entry(email: "rosa.plotline.example", password: "marigold-9"), Entry(email: "", password: ""),
]

extension Kata5Wiring {
    /// The before app sent the garden's production server what the member
    /// typed, and took the member it answered for to their plots. A
    /// refactoring may replace the app delegate's coupling with
    /// notifications, not change what the app sends or shows: the same entry
    /// must give the same requests, screen and member on both versions, each
    /// app made with its defaults and launched in a world of its own (the
    /// server's, the window's).
    @Test(
        "Whatever the member types, the app as shipped sends and shows what the before app did",
        arguments: typedEntries)
    func sameBehaviour(whenTheMemberTypes entry: Entry) async throws {
        var seen: [Version: SignInBehaviour] = [:]
        for driver in bothVersions {
            let world = World(name: "the app as shipped on \(driver.version), signing in \(entry)")
            seen[driver.version] = try await world.run {
                let app = try await driver.appsLaunchedApp()
                try await app.signIn(entry)
                try await app.answersArrive()
                return SignInBehaviour(
                    contacts: world.contacts.map(\.description), shown: try await app.shown(),
                    member: try await app.memberSignedIn())
            }
        }
        guard let onKatas = seen[.katas], let onSolutions = seen[.solution] else { return }
        #expect(
            onKatas == onSolutions,
            """
            Signing in \(entry), the app as shipped does otherwise on Solutions than on Katas: \
            \(onKatas.changes(to: onSolutions)). A refactoring must keep what the app does; one of the versions' defaults \
            changed it
            """)
    }
}

/// What the app as shipped did for one sign-in: what it reached in the live
/// world, what its window showed, and whom it took to be signed in.
struct SignInBehaviour: Equatable {
    let contacts: [String]
    let shown: AppScreen
    let member: String?

    /// How `after` differs from this, in words.
    func changes(to after: SignInBehaviour) -> String {
        let list = { (contacts: [String]) in contacts.isEmpty ? "nothing" : "\(contacts)" }
        let fields: [(what: String, onKatas: String, onSolutions: String)] = [
            ("it reached", list(contacts), list(after.contacts)),
            ("its window showed", "\(shown)", "\(after.shown)"),
            ("it took to be signed in", member ?? "nobody", after.member ?? "nobody"),
        ]
        return differences(fields)
    }
}
