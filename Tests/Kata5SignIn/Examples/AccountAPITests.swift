import Foundation
import StandIns
import Testability
import Testing

@testable import Kata5Solution

/// Unit tests of the account API and the screens around it, as the
/// refactoring leaves them: a server of the test's own, a notification
/// centre of the test's own, and no app delegate anywhere.
@MainActor
@Suite("Kata 5 · Examples: signing in and out", .unitTests)
struct AccountAPITests {
    private let rosa = Session(token: "t-104", memberId: "member-104")

    /// Before: the API called the app delegate at `UIApplication.shared`,
    /// which a test had to install, and which every test shares.
    @Test("Signing in announces it once, as the API, which holds the member's session by then")
    func signInIsAnnounced() async throws {
        let center = NotificationCenter()
        let api = AccountAPI(server: AnsweringServer(with: .success(rosa)), notifications: center)
        let credentials = try Credentials(email: "rosa@plotline.example", password: "marigold-9")
        await confirmation("announced") { announced in
            let observer = center.addObserver(forName: .memberSignedIn, object: api, queue: nil) { _ in
                announced()
            }
            try? await api.signIn(credentials)
            center.removeObserver(observer)
        }
        #expect(api.session == rosa)
    }

    /// Before: the API called the delegate back on the main actor; now a
    /// listener on the main actor hears it, with no `assumeIsolated`.
    @Test("A listener on the main actor hears the sign-in from its own API only, once the session is held")
    func mainActorListener() async throws {
        let notifications = AppNotifications()
        let api = AccountAPI(server: AnsweringServer(with: .success(rosa)), notifications: notifications)
        let other = AccountAPI(server: AnsweringServer(with: .success(rosa)), notifications: notifications)
        let listener = HeardSessions()
        notifications.listen(listener, for: .memberSignedIn, from: api) { [weak api] in $0.all.append(api?.session) }
        let credentials = try Credentials(email: "rosa@plotline.example", password: "marigold-9")
        try await other.signIn(credentials)
        try await api.signIn(credentials)
        #expect(listener.all == [rosa])
    }

    /// Before: the same delegate; and the token was out of a test's sight.
    @Test("Signing out announces it, and forgets the token")
    func signOutIsAnnounced() async throws {
        let center = NotificationCenter()
        let api = AccountAPI(server: AnsweringServer(with: .success(rosa)), notifications: center)
        try await api.signIn(try Credentials(email: "rosa@plotline.example", password: "marigold-9"))
        await confirmation("announced") { announced in
            let observer = center.addObserver(forName: .memberSignedOut, object: api, queue: nil) { _ in announced() }
            api.signOut()
            center.removeObserver(observer)
        }
        #expect(api.session == nil)
    }

    /// Before: the server was written into the API; a test could not make
    /// it refuse, or be out of reach.
    @Test(
        "A failed sign-in tells the caller why, and announces nothing",
        arguments: [SignInFailure.rejected(email: "rosa@plotline.example"), .unreachable])
    func failure(failure: SignInFailure) async throws {
        let center = NotificationCenter()
        let api = AccountAPI(server: AnsweringServer(with: .failure(failure)), notifications: center)
        let credentials = try Credentials(email: "rosa@plotline.example", password: "marigold-9")
        await confirmation("announced", expectedCount: 0) { announced in
            let observer = center.addObserver(forName: .memberSignedIn, object: api, queue: nil) { _ in announced() }
            await #expect(throws: failure) { try await api.signIn(credentials) }
            center.removeObserver(observer)
        }
        #expect(api.session == nil)
    }

    /// Before: the error screen's second button always meant "sign in again
    /// on the screen below", and called that screen itself.
    @Test("An error screen's follow-up runs when tapped, after the screen has gone")
    func followUp() {
        var runs = 0
        let screen = FailureViewController(
            title: "Shift not booked", message: "Someone took it first.",
            followUp: FailureViewController.FollowUp(title: "Book another shift") { runs += 1 })
        screen.loadViewIfNeeded()
        screen.secondaryButton.tap()
        #expect(runs == 1)
        #expect(screen.secondaryButton.title == "Book another shift")
    }

    /// Before: the app delegate was the only listener, and it showed screens
    /// on the app's one window.
    @Test("The app delegate takes a member who signed in to their plots, on the window it is given")
    func appShowsPlots() async throws {
        let window = UIWindow()
        let app = GardenAppDelegate(
            window: window, server: AnsweringServer(with: .success(rosa)), notifications: AppNotifications())
        app.applicationDidFinishLaunching(.shared)
        try await app.api.signIn(try Credentials(email: "rosa@plotline.example", password: "marigold-9"))
        #expect((window.rootViewController as? PlotsViewController)?.memberId == "member-104")
        #expect(app.memberId == "member-104")
    }

    /// Before: the app delegate was the one listener. Now any number may
    /// listen, and each hears in the order it began to: a screen that
    /// listens after the app delegate finds what the app delegate did.
    @Test("Listeners hear a sign-in in the order they began to listen")
    func listenersInOrder() async throws {
        let notifications = AppNotifications()
        let api = AccountAPI(server: AnsweringServer(with: .success(rosa)), notifications: notifications)
        let heard = HeardNames()
        let first = NamedListener("the app delegate")
        let second = NamedListener("the plots screen")
        for listener in [first, second] {
            notifications.listen(listener, for: .memberSignedIn, from: api) { heard.all.append($0.name) }
        }
        try await api.signIn(try Credentials(email: "rosa@plotline.example", password: "marigold-9"))
        #expect(heard.all == [first.name, second.name])
    }

    /// Before: the app delegate made a new sign-in screen each time it
    /// showed one. One screen kept and shown again would still hold the last
    /// member's email and password.
    @Test("After signing out, the app shows a sign-in screen with its fields empty")
    func emptySignInAfterSignOut() async throws {
        let window = UIWindow()
        let app = GardenAppDelegate(
            window: window, server: AnsweringServer(with: .success(rosa)), notifications: AppNotifications())
        app.applicationDidFinishLaunching(.shared)
        let signIn = try #require(window.rootViewController as? SignInViewController)
        signIn.loadViewIfNeeded()
        signIn.emailField.text = "rosa@plotline.example"
        signIn.passwordField.text = "marigold-9"
        signIn.signInButton.tap()
        await signIn.signingIn?.value
        try #require(app.memberId == "member-104")
        app.api.signOut()
        let shown = try #require(window.rootViewController as? SignInViewController)
        shown.loadViewIfNeeded()
        #expect(shown.emailField.text ?? "" == "")
        #expect(shown.passwordField.text ?? "" == "")
    }
}

/// The names of the listeners that heard, in order.
@MainActor
final class HeardNames {
    var all: [String] = []
}

/// A listener known by its name.
final class NamedListener {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

/// The sessions a listener found when it heard a sign-in, in order.
@MainActor
final class HeardSessions {
    var all: [Session?] = []
}

/// A server of the test's own that answers every request at once, the same
/// way.
@MainActor
final class AnsweringServer: AccountServer {
    private let result: Result<Session, SignInFailure>

    init(with result: Result<Session, SignInFailure>) {
        self.result = result
    }

    func openSession(for credentials: Credentials) async throws(SignInFailure) -> Session {
        try result.get()
    }
}
