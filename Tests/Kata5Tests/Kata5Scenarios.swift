import StandIns
import Testability
import Testing

/// Every driver the scenarios run on: the before version, then the after one.
/// The shared notification centre is watched first, so that a post on it
/// from either version is a contact in the world of the test that posted.
let drivers: [any Kata5Driver] = {
    SharedNotificationCenterWatch.start()
    return [KatasDriver(), SolutionDriver()]
}()

/// Kata 5's behaviours, each written once and run on both versions: the
/// characterization tests to have in place before the sign-in is untangled.
///
/// Serialized, because the before version keeps its app delegate where every
/// test reaches it, `UIApplication.shared.delegate`: two scenarios running at
/// once would sign each other's members in.
@Suite("Kata 5 · App delegate callbacks → notifications", .serialized)
struct Kata5Scenarios {
    @Test("Good credentials take the member to their plots", arguments: drivers)
    func goodCredentials(on driver: any Kata5Driver) {
        check(
            driver.version,
            twins: Member.rosa, Member.ivan,
            expecting: { AppScreen.plots(memberId: $0.id) }
        ) { member in
            let app = try driver.launchedApp(server: .up)
            return Probe(
                act: {
                    try app.signIn(member.entry)
                    try app.answersArrive()
                },
                observe: app.shown
            )
        }
    }

    @Test("Bad credentials bring up the error screen, with OK and \"Try again\"", arguments: drivers)
    func badCredentials(on driver: any Kata5Driver) {
        check(
            driver.version,
            twins: Entry(email: "rosa@plotline.example", password: "dandelion"),
            Entry(email: "nobody@plotline.example", password: "marigold-9"),
            expecting: { entry in
                ErrorScreen(
                    title: "Sign-in failed", message: "No member matches \(entry.email) with that password.",
                    buttons: ["OK", "Try again"])
            }
        ) { entry in
            let app = try driver.launchedApp(server: .up)
            return Probe(
                act: {
                    try app.signIn(entry)
                    try app.answersArrive()
                },
                observe: app.error
            )
        }
    }

    @Test("\"Try again\" on the error screen signs in again, with the password put right", arguments: drivers)
    func tryAgain(on driver: any Kata5Driver) {
        check(
            driver.version,
            twins: Member.rosa, Member.ivan,
            expecting: { AppScreen.plots(memberId: $0.id) }
        ) { member in
            let app = try driver.launchedApp(server: .up)
            return Probe(
                act: {
                    try app.signIn(Entry(email: member.entry.email, password: "not-my-password"))
                    try app.answersArrive()
                    try app.retypePassword(member.entry.password)
                    try app.tapOnErrorScreen("Try again")
                    try app.answersArrive()
                },
                observe: app.shown
            )
        }
    }

    @Test("Signing in tells the app who signed in", arguments: drivers)
    func signInAnnounced(on driver: any Kata5Driver) {
        check(
            driver.version,
            twins: Member.rosa, Member.ivan,
            expecting: { [Announcement.signedIn(memberId: $0.id)] }
        ) { member in
            let api = try driver.accountAPI()
            return Probe(act: { try api.signIn(member.entry) }, observe: api.heard)
        }
    }

    @Test("Signing out tells the app, and the API forgets its token", arguments: drivers)
    func signOutAnnounced(on driver: any Kata5Driver) {
        check(
            driver.version,
            twins: Member.rosa, Member.ivan,
            expecting: { SignOutOutcome(heard: [.signedIn(memberId: $0.id), .signedOut], holdsToken: false) }
        ) { member in
            let api = try driver.accountAPI()
            try api.signIn(member.entry)
            return Probe(act: api.signOut) {
                SignOutOutcome(heard: try api.heard(), holdsToken: try api.holdsToken())
            }
        }
    }

    @Test("Signing out takes the app back to the sign-in screen", arguments: drivers)
    func signOutShowsSignIn(on driver: any Kata5Driver) {
        check(
            driver.version,
            twins: Leaving(member: .rosa, signsOut: true), Leaving(member: .ivan, signsOut: false),
            expecting: { $0.signsOut ? AppScreen.signIn : AppScreen.plots(memberId: $0.member.id) }
        ) { leaving in
            let app = try driver.launchedApp(server: .up)
            try app.signIn(leaving.member.entry)
            try app.answersArrive()
            return Probe(act: { if leaving.signsOut { try app.signOut() } }, observe: app.shown)
        }
    }

    @Test("An error screen with a follow-up shows its title, and tapping it runs the follow-up", arguments: drivers)
    func errorScreenWithFollowUp(on driver: any Kata5Driver) {
        check(
            driver.version,
            twins: "Try again", "Book another shift",
            expecting: { FollowUpOutcome(buttons: ["OK", $0], runs: 1) }
        ) { followUp in
            let notice = Notice(title: "Shift not booked", message: "Someone took the Tuesday shift first.")
            let screen = try driver.errorScreen(notice, followUp: followUp)
            return Probe(
                act: {
                    try screen.appear()
                    try screen.tap(followUp)
                },
                observe: { FollowUpOutcome(buttons: try screen.screen().buttons, runs: try screen.followUpRuns()) }
            )
        }
    }

    @Test("An error screen without a follow-up offers OK alone", arguments: drivers)
    func errorScreenWithoutFollowUp(on driver: any Kata5Driver) {
        check(
            driver.version,
            twins: Notice(title: "Shift not booked", message: "Someone took the Tuesday shift first."),
            Notice(title: "Harvest not logged", message: "The scales did not answer."),
            expecting: { ErrorScreen(title: $0.title, message: $0.message, buttons: ["OK"]) }
        ) { notice in
            let screen = try driver.errorScreen(notice, followUp: nil)
            return Probe(act: screen.appear, observe: screen.screen)
        }
    }

    @Test("An empty email or password is refused with a clear message", arguments: drivers)
    func emptyInputRefused(on driver: any Kata5Driver) {
        check(
            driver.version,
            twins: Entry(email: "", password: "marigold-9"), Entry(email: "rosa@plotline.example", password: ""),
            expecting: { entry in
                let message =
                    entry.email.isEmpty ? "Enter the email address you joined the garden with." : "Enter your password."
                return ErrorScreen(title: "Check your details", message: message, buttons: ["OK"])
            }
        ) { entry in
            let screen = try driver.signInScreen()
            return Probe(act: { try screen.signIn(entry) }, observe: screen.error)
        }
    }

    @Test("A malformed email is refused with a clear message", arguments: drivers)
    func malformedEmailRefused(on driver: any Kata5Driver) {
        check(
            driver.version,
            twins: Entry(email: "rosa.plotline.example", password: "marigold-9"),
            Entry(email: "rosa@plotline", password: "marigold-9"),
            expecting: { entry in
                ErrorScreen(
                    title: "Check your details",
                    message: "\"\(entry.email)\" is not an email address: it needs a name, an @ and a domain.",
                    buttons: ["OK"])
            }
        ) { entry in
            let screen = try driver.signInScreen()
            return Probe(act: { try screen.signIn(entry) }, observe: screen.error)
        }
    }

    @Test("Only well-formed input reaches the server", arguments: drivers)
    func badInputSendsNothing(on driver: any Kata5Driver) {
        check(
            driver.version,
            twins: Entry(email: "rosa@plotline", password: "marigold-9"), Member.rosa.entry,
            expecting: { Requests(sent: $0 == Member.rosa.entry ? 1 : 0) }
        ) { entry in
            let screen = try driver.signInScreen()
            return Probe(act: { try screen.signIn(entry) }) { Requests(sent: try screen.requestsSent()) }
        }
    }

    @Test("When the server cannot be reached, sign-in fails and nobody is half signed in", arguments: drivers)
    func serverUnreachable(on driver: any Kata5Driver) {
        check(
            driver.version,
            twins: ServerState.down, ServerState.up,
            expecting: { state in
                state == .up
                    ? AttemptOutcome(shown: .plots(memberId: Member.rosa.id), error: .none, holdsToken: true)
                    : AttemptOutcome(shown: .signIn, error: .unreachable, holdsToken: false)
            }
        ) { state in
            let app = try driver.launchedApp(server: state)
            return Probe(
                act: {
                    try app.signIn(Member.rosa.entry)
                    try app.answersArrive()
                },
                observe: {
                    AttemptOutcome(shown: try app.shown(), error: try app.error(), holdsToken: try app.holdsToken())
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

/// What tapping an error screen's follow-up did: the buttons it offered, and
/// how many times the follow-up ran.
struct FollowUpOutcome: Equatable, CustomStringConvertible {
    let buttons: [String]
    let runs: Int

    var description: String { "buttons \(buttons), follow-up ran \(runs) time(s)" }
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
