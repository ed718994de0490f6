import Testability
import Testing

@testable import Kata5Tests

/// Every driver the scenarios run on: the before version, then the after one.
let drivers: [any Kata5Driver] = versions([KatasDriver(), SolutionDriver()])

/// Kata 5's behaviours, each written once and run on both versions: the
/// characterization tests to have in place before the sign-in is untangled.
///
/// Serialized, because the before version keeps its app delegate where every
/// test reaches it, `UIApplication.shared.delegate`: two scenarios running at
/// once would sign each other's members in.
@MainActor
@Suite("Kata 5 · App delegate callbacks → notifications", .serialized)
struct Kata5Scenarios {
    @Test("Good credentials take the member to their plots", arguments: drivers)
    func goodCredentials(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Member.rosa, Member.ivan,
            expecting: { AppScreen.plots(memberId: $0.id) }
        ) { member in
            let app = try await driver.launchedApp(server: .up)
            return Probe(
                act: {
                    try await app.signIn(member.entry)
                    try await app.answersArrive()
                },
                observe: app.shown
            )
        }
    }

    @Test("Bad credentials bring up the error screen, with OK and \"Try again\"", arguments: drivers)
    func badCredentials(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Entry(email: "rosa@plotline.example", password: "dandelion"),
            Entry(email: "nobody@plotline.example", password: "marigold-9"),
            expecting: { entry in
                ErrorScreen(
                    title: "Sign-in failed", message: "No member matches \(entry.email) with that password.",
                    buttons: ["OK", "Try again"])
            }
        ) { entry in
            let app = try await driver.launchedApp(server: .up)
            return Probe(
                act: {
                    try await app.signIn(entry)
                    try await app.answersArrive()
                },
                observe: app.error
            )
        }
    }

    @Test("\"Try again\" on the error screen signs in again, with the password put right", arguments: drivers)
    func tryAgain(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Member.rosa, Member.ivan,
            expecting: { AppScreen.plots(memberId: $0.id) }
        ) { member in
            let app = try await driver.launchedApp(server: .up)
            return Probe(
                act: {
                    try await app.signIn(Entry(email: member.entry.email, password: "not-my-password"))
                    try await app.answersArrive()
                    try await app.retypePassword(member.entry.password)
                    try await app.tapOnErrorScreen("Try again")
                    try await app.answersArrive()
                },
                observe: app.shown
            )
        }
    }

    @Test("Signing in tells the app who signed in, once the API holds the session", arguments: drivers)
    func signInAnnounced(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Member.rosa, Member.ivan,
            expecting: { [Announcement.signedIn(memberId: $0.id, sessionHeld: true)] }
        ) { member in
            let api = try await driver.accountAPI()
            return Probe(act: { try await api.signIn(member.entry) }, observe: api.heard)
        }
    }

    @Test("Signing out forgets the token, then tells the app", arguments: drivers)
    func signOutAnnounced(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Member.rosa, Member.ivan,
            expecting: {
                SignOutOutcome(
                    heard: [.signedIn(memberId: $0.id, sessionHeld: true), .signedOut(sessionHeld: false)],
                    holdsToken: false)
            }
        ) { member in
            let api = try await driver.accountAPI()
            try await api.signIn(member.entry)
            return Probe(act: api.signOut) {
                SignOutOutcome(heard: try await api.heard(), holdsToken: try await api.holdsToken())
            }
        }
    }

    @Test("Signing out takes the app back to the sign-in screen", arguments: drivers)
    func signOutShowsSignIn(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Leaving(member: .rosa, signsOut: true), Leaving(member: .ivan, signsOut: false),
            expecting: { $0.signsOut ? AppScreen.signIn : AppScreen.plots(memberId: $0.member.id) }
        ) { leaving in
            let app = try await driver.launchedApp(server: .up)
            try await app.signIn(leaving.member.entry)
            try await app.answersArrive()
            return Probe(act: { if leaving.signsOut { try await app.signOut() } }, observe: app.shown)
        }
    }

    @Test("After signing out, the app forgets who was signed in", arguments: drivers)
    func signOutForgetsTheMember(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Member.rosa, Member.ivan,
            expecting: {
                SignedOut(
                    memberBefore: $0.id, after: SessionState(shown: .signIn, holdsToken: false, memberSignedIn: nil))
            }
        ) { member in
            let app = try await driver.launchedApp(server: .up)
            try await app.signIn(member.entry)
            try await app.answersArrive()
            var memberBefore: String?
            return Probe(
                act: {
                    memberBefore = try await app.memberSignedIn()
                    try await app.signOut()
                }
            ) {
                SignedOut(
                    memberBefore: memberBefore,
                    after: SessionState(
                        shown: try await app.shown(), holdsToken: try await app.holdsToken(),
                        memberSignedIn: try await app.memberSignedIn()))
            }
        }
    }

    @Test("Signing out ends that app's session only", arguments: drivers)
    func signOutEndsOneSession(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Leaving(member: .rosa, signsOut: true), Leaving(member: .ivan, signsOut: false),
            expecting: { leaving in
                leaving.signsOut
                    ? SessionState(shown: .signIn, holdsToken: false, memberSignedIn: nil)
                    : SessionState(
                        shown: .plots(memberId: leaving.member.id), holdsToken: true, memberSignedIn: leaving.member.id)
            }
        ) { leaving in
            let app = try await driver.launchedApp(server: .up)
            try await app.signIn(leaving.member.entry)
            try await app.answersArrive()
            return Probe(act: { if leaving.signsOut { try await app.signOut() } }) {
                SessionState(
                    shown: try await app.shown(), holdsToken: try await app.holdsToken(),
                    memberSignedIn: try await app.memberSignedIn())
            }
        }
    }

    @Test("OK on the error screen takes it away", arguments: drivers)
    func okDismisses(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Entry(email: "rosa.plotline.example", password: "marigold-9"),
            Entry(email: "rosa@plotline.example", password: ""),
            expecting: { entry in
                let message =
                    entry.password.isEmpty
                    ? "Enter your password."
                    : "\"\(entry.email)\" is not an email address: it needs a name, an @ and a domain."
                return ErrorScreens(
                    beforeTheTap: ErrorScreen(title: "Check your details", message: message, buttons: ["OK"]),
                    afterTheTap: .none)
            }
        ) { entry in
            let screen = try await driver.signInScreen()
            var before = ErrorScreen.none
            return Probe(
                act: {
                    try await screen.signIn(entry)
                    before = try await screen.error()
                    try await screen.tapOnErrorScreen("OK")
                },
                observe: { ErrorScreens(beforeTheTap: before, afterTheTap: try await screen.error()) }
            )
        }
    }

    @Test("An email with a space in it is refused with a clear message", arguments: drivers)
    func emailWithSpaceRefused(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Entry(email: "rosa@plotline .example", password: "marigold-9"),
            Entry(email: " rosa@plotline.example", password: "marigold-9"),
            expecting: { entry in
                ErrorScreen(
                    title: "Check your details",
                    message: "\"\(entry.email)\" is not an email address: it needs a name, an @ and a domain.",
                    buttons: ["OK"])
            }
        ) { entry in
            let screen = try await driver.signInScreen()
            return Probe(act: { try await screen.signIn(entry) }, observe: screen.error)
        }
    }

    @Test("An error screen with a follow-up offers OK and the follow-up, by its title", arguments: drivers)
    func errorScreenWithFollowUp(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: "Try again", "Book another shift",
            expecting: {
                ErrorScreen(
                    title: "Shift not booked", message: "Someone took the Tuesday shift first.",
                    buttons: ["OK", $0])
            }
        ) { followUp in
            let notice = Notice(title: "Shift not booked", message: "Someone took the Tuesday shift first.")
            let screen = try await driver.errorScreen(notice, followUp: followUp)
            return Probe(act: screen.appear, observe: screen.screen)
        }
    }

    @Test("Tapping the follow-up takes the error screen away, then runs the follow-up once", arguments: drivers)
    func tappingTheFollowUp(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: "Try again", "Book another shift",
            expecting: { DismissalOutcome(offered: ["OK", $0], shown: false, followUpRuns: [false]) }
        ) { followUp in
            let notice = Notice(title: "Shift not booked", message: "Someone took the Tuesday shift first.")
            let screen = try await driver.errorScreen(notice, followUp: followUp)
            var offered: [String] = []
            return Probe(
                act: {
                    try await screen.appear()
                    offered = try await screen.screen().buttons
                    try await screen.tap(followUp)
                },
                observe: {
                    DismissalOutcome(
                        offered: offered, shown: try await screen.isShown(),
                        followUpRuns: try await screen.followUpRuns())
                }
            )
        }
    }

    @Test("OK on an error screen with a follow-up takes it away, without running the follow-up", arguments: drivers)
    func okTakesItAway(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: "Try again", "Book another shift",
            expecting: { DismissalOutcome(offered: ["OK", $0], shown: false, followUpRuns: []) }
        ) { followUp in
            let notice = Notice(title: "Shift not booked", message: "Someone took the Tuesday shift first.")
            let screen = try await driver.errorScreen(notice, followUp: followUp)
            var offered: [String] = []
            return Probe(
                act: {
                    try await screen.appear()
                    offered = try await screen.screen().buttons
                    try await screen.tap("OK")
                },
                observe: {
                    DismissalOutcome(
                        offered: offered, shown: try await screen.isShown(),
                        followUpRuns: try await screen.followUpRuns())
                }
            )
        }
    }

    @Test("The sign-in screen asks for an email and a hidden password", arguments: drivers)
    func signInForm(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Member.rosa.entry, Member.ivan.entry,
            expecting: { entry in
                SignInForm(
                    fields: [
                        .init(placeholder: "Email", shows: entry.email),
                        .init(placeholder: "Password", shows: String(repeating: "•", count: entry.password.count)),
                    ],
                    buttons: ["Sign in"])
            }
        ) { entry in
            let screen = try await driver.signInScreen()
            return Probe(act: { try await screen.type(entry) }, observe: screen.form)
        }
    }

    @Test("An error screen without a follow-up offers OK alone", arguments: drivers)
    func errorScreenWithoutFollowUp(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Notice(title: "Shift not booked", message: "Someone took the Tuesday shift first."),
            Notice(title: "Harvest not logged", message: "The scales did not answer."),
            expecting: { ErrorScreen(title: $0.title, message: $0.message, buttons: ["OK"]) }
        ) { notice in
            let screen = try await driver.errorScreen(notice, followUp: nil)
            return Probe(act: screen.appear, observe: screen.screen)
        }
    }

    @Test("An empty email or password is refused with a clear message", arguments: drivers)
    func emptyInputRefused(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Entry(email: "", password: ""), Entry(email: "rosa@plotline.example", password: ""),
            expecting: { entry in
                let message =
                    entry.email.isEmpty ? "Enter the email address you joined the garden with." : "Enter your password."
                return ErrorScreen(title: "Check your details", message: message, buttons: ["OK"])
            }
        ) { entry in
            let screen = try await driver.signInScreen()
            return Probe(act: { try await screen.signIn(entry) }, observe: screen.error)
        }
    }

    @Test("A malformed email is refused with a clear message", arguments: drivers)
    func malformedEmailRefused(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            // No @ at all; an @ with no name before it.
            twins: Entry(email: "rosa.plotline.example", password: "marigold-9"),
            Entry(email: "@plotline.example", password: "marigold-9"),
            expecting: { entry in
                ErrorScreen(
                    title: "Check your details",
                    message: "\"\(entry.email)\" is not an email address: it needs a name, an @ and a domain.",
                    buttons: ["OK"])
            }
        ) { entry in
            let screen = try await driver.signInScreen()
            return Probe(act: { try await screen.signIn(entry) }, observe: screen.error)
        }
    }

    @Test("With a malformed email and no password, the member is told of the email first", arguments: drivers)
    func emailCheckedBeforePassword(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            // Two fields wrong at once: the order of the checks decides the message.
            twins: Entry(email: "rosa.plotline.example", password: ""), Entry(email: "@plotline.example", password: ""),
            expecting: { entry in
                ErrorScreen(
                    title: "Check your details",
                    message: "\"\(entry.email)\" is not an email address: it needs a name, an @ and a domain.",
                    buttons: ["OK"])
            }
        ) { entry in
            let screen = try await driver.signInScreen()
            return Probe(act: { try await screen.signIn(entry) }, observe: screen.error)
        }
    }

    @Test("An email with two @ is refused with a clear message", arguments: drivers)
    func emailWithTwoAtSignsRefused(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Entry(email: "rosa@garden@plotline.example", password: "marigold-9"),
            Entry(email: "ivan@plotline.example@", password: "Beetroot-3"),
            expecting: { entry in
                ErrorScreen(
                    title: "Check your details",
                    message: "\"\(entry.email)\" is not an email address: it needs a name, an @ and a domain.",
                    buttons: ["OK"])
            }
        ) { entry in
            let screen = try await driver.signInScreen()
            return Probe(act: { try await screen.signIn(entry) }, observe: screen.error)
        }
    }

    @Test("Only well-formed input reaches the server", arguments: drivers)
    func badInputSendsNothing(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: Entry(email: "rosa@plotline", password: "marigold-9"), Member.rosa.entry,
            expecting: { Requests(sent: $0 == Member.rosa.entry ? 1 : 0) }
        ) { entry in
            let screen = try await driver.signInScreenInTheApp()
            return Probe(act: { try await screen.signIn(entry) }) {
                Requests(sent: try await screen.requestsSent().count)
            }
        }
    }

    @Test("The server gets the email and the password exactly as typed", arguments: drivers)
    func sentAsTyped(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            // Capitals and spaces kept: an address is sent as the member typed it.
            twins: Entry(email: "rosa@plotline.example", password: " marigold 9 "),
            Entry(email: "Ivan@Plotline.example", password: "Beetroot-3\t"),
            expecting: { [$0] }
        ) { entry in
            let screen = try await driver.signInScreenInTheApp()
            return Probe(act: { try await screen.signIn(entry) }, observe: screen.requestsSent)
        }
    }

    @Test("When the server cannot be reached, sign-in fails and nobody is half signed in", arguments: drivers)
    func serverUnreachable(on driver: any Kata5Driver) async {
        await check(
            driver.version,
            twins: ServerState.down, ServerState.up,
            expecting: { state in
                state == .up
                    ? AttemptOutcome(shown: .plots(memberId: Member.rosa.id), error: .none, holdsToken: true)
                    : AttemptOutcome(shown: .signIn, error: .unreachable, holdsToken: false)
            }
        ) { state in
            let app = try await driver.launchedApp(server: state)
            return Probe(
                act: {
                    try await app.signIn(Member.rosa.entry)
                    try await app.answersArrive()
                },
                observe: {
                    AttemptOutcome(
                        shown: try await app.shown(), error: try await app.error(),
                        holdsToken: try await app.holdsToken())
                }
            )
        }
    }
}

/// A signed-in member who signs out, or stays: one twin of a scenario.
struct Leaving: CustomStringConvertible {
    let member: Member
    let signsOut: Bool

    var description: String { "\(member) \(signsOut ? "signs out" : "stays signed in")" }
}

/// Where a member's session stands: what the app shows, whether its API
/// holds a token, and whom the app takes to be signed in.
struct SessionState: Equatable, CustomStringConvertible {
    let shown: AppScreen
    let holdsToken: Bool
    let memberSignedIn: String?

    var description: String {
        "\(shown), \(holdsToken ? "a token held" : "no token"), "
            + (memberSignedIn.map { "\($0) signed in" } ?? "nobody signed in")
    }
}

/// What signing out left: what the app heard, and whether a token is kept.
struct SignOutOutcome: Equatable, CustomStringConvertible {
    let heard: [Announcement]
    let holdsToken: Bool

    var description: String {
        "the app heard \(heard), and the API \(holdsToken ? "kept its token" : "holds no token")"
    }
}

/// How many requests reached the server.
struct Requests: Equatable, CustomStringConvertible {
    let sent: Int

    var description: String { sent == 1 ? "1 request to the server" : "\(sent) requests to the server" }
}

/// What tapping a button on an error screen did: the buttons the screen
/// offered before the tap (sorted), whether the screen is still up, and,
/// each time the follow-up ran, whether the screen was still up then.
struct DismissalOutcome: Equatable, CustomStringConvertible {
    let offered: [String]
    let shown: Bool
    let followUpRuns: [Bool]

    init(offered: [String], shown: Bool, followUpRuns: [Bool]) {
        self.offered = offered.sorted()
        self.shown = shown
        self.followUpRuns = followUpRuns
    }

    var description: String {
        let runs = followUpRuns.map { $0 ? "while the screen was up" : "after the screen went" }
        return "the screen offered \(offered.joined(separator: " and ")), then was \(shown ? "still up" : "gone"), "
            + "the follow-up " + (runs.isEmpty ? "never ran" : "ran \(runs.joined(separator: ", then "))")
    }
}

/// The error screen over the sign-in screen before a tap on it, and after.
struct ErrorScreens: Equatable, CustomStringConvertible {
    let beforeTheTap: ErrorScreen
    let afterTheTap: ErrorScreen

    var description: String { "\(beforeTheTap) before the tap, \(afterTheTap) after" }
}

/// Whom the app took to be signed in before signing out, and where the
/// session stood after.
struct SignedOut: Equatable, CustomStringConvertible {
    let memberBefore: String?
    let after: SessionState

    var description: String {
        "\(memberBefore.map { "\($0) signed in" } ?? "nobody signed in") before signing out; after, \(after)"
    }
}

/// Where a sign-in attempt left the app.
struct AttemptOutcome: Equatable, CustomStringConvertible {
    let shown: AppScreen
    let error: ErrorScreen
    let holdsToken: Bool

    var description: String { "\(shown), \(error), \(holdsToken ? "a token held" : "no token")" }
}

extension ErrorScreen {
    /// The error screen a sign-in shows when the server cannot be reached.
    static let unreachable = ErrorScreen(
        title: "Sign-in failed",
        message: "The garden's server cannot be reached. Check your connection and try again.",
        buttons: ["OK", "Try again"])
}
