import Testability

/// What a Kata 5 scenario needs from any version of Plotline's sign-in. Each
/// version's driver answers it with that version's own API.
protocol Kata5Driver: VersionDriver {
    /// The app, launched, its window on the sign-in screen, its server up or down.
    func launchedApp(server: ServerState) async throws -> AppUnderTest
    /// The sign-in screen on its own, as far as what the member types takes it.
    func signInScreen() async throws -> SignInUnderTest
    /// The sign-in screen as the running app has it, able to reach a server.
    func signInScreenInTheApp() async throws -> SignInUnderTest
    /// The account API, with a way to hear what it tells the app.
    func accountAPI() async throws -> AccountAPIUnderTest
    /// An error screen saying `notice`, with a second button titled `followUp`
    /// if one is given.
    func errorScreen(_ notice: Notice, followUp: String?) async throws -> ErrorScreenUnderTest

    // The app's own wiring, which `Kata5Wiring` checks and does not judge:
    // the app delegate made as the app makes it, with no arguments (keep it
    // short, as the app's call site is), set as the app's delegate and
    // launched as UIKit does, on whatever server and window the app gets.

    /// The app as shipped, launched; what it shows is read on the app's one
    /// window, and the server's answers arrive when the main run loop runs.
    func appsLaunchedApp() async throws -> AppAsShipped
}

/// The app as shipped, launched, as a check of its wiring drives it.
struct AppAsShipped {
    /// Types `entry` into the sign-in screen on the app's window, if it shows
    /// one, and taps "Sign in".
    let signIn: @MainActor (_ entry: Entry) async throws -> Void
    /// Lets the main run loop run until it is idle, as the app's does.
    let answersArrive: @MainActor () async throws -> Void
    /// What the app's one window shows.
    let shown: @MainActor () async throws -> AppScreen
    /// The member the app takes to be signed in, if any.
    let memberSignedIn: @MainActor () async throws -> String?
}

/// The app, as a scenario drives it.
struct AppUnderTest {
    /// Types `entry` into the sign-in screen the app shows, and taps "Sign in".
    let signIn: @MainActor (_ entry: Entry) async throws -> Void
    /// Types `password` again into that sign-in screen's password field.
    let retypePassword: @MainActor (_ password: String) async throws -> Void
    /// Lets the server's answers arrive.
    let answersArrive: @MainActor () async throws -> Void
    /// Taps the button titled so on the error screen over the sign-in screen.
    let tapOnErrorScreen: @MainActor (_ title: String) async throws -> Void
    /// Signs the member out through the app's API.
    let signOut: @MainActor () async throws -> Void
    /// What the app's window shows.
    let shown: @MainActor () async throws -> AppScreen
    /// The error screen over the sign-in screen, or `.none`.
    let error: @MainActor () async throws -> ErrorScreen
    /// Whether the app's API holds a session token.
    let holdsToken: @MainActor () async throws -> Bool
    /// The member the app takes to be signed in, if any.
    let memberSignedIn: @MainActor () async throws -> String?
}

/// The sign-in screen on its own, as a scenario drives it.
struct SignInUnderTest {
    /// Types `entry`, and taps nothing.
    let type: @MainActor (_ entry: Entry) async throws -> Void
    /// The fields and buttons on the screen, as the member sees them.
    let form: @MainActor () async throws -> SignInForm
    /// Types `entry` and taps "Sign in".
    let signIn: @MainActor (_ entry: Entry) async throws -> Void
    /// The error screen over the sign-in screen, or `.none`.
    let error: @MainActor () async throws -> ErrorScreen
    /// Taps the button titled so on the error screen over the sign-in screen.
    let tapOnErrorScreen: @MainActor (_ title: String) async throws -> Void
    /// What each request that reached the server carried, in order.
    let requestsSent: @MainActor () async throws -> [Entry]
}

/// The account API, as a scenario drives it.
struct AccountAPIUnderTest {
    /// Signs `entry` in and lets the server's answer arrive.
    let signIn: @MainActor (_ entry: Entry) async throws -> Void
    /// Signs the member out.
    let signOut: @MainActor () async throws -> Void
    /// What the app has been told so far, in order.
    let heard: @MainActor () async throws -> [Announcement]
    /// Whether the API holds a session token.
    let holdsToken: @MainActor () async throws -> Bool
}

/// An error screen, as a scenario drives it.
struct ErrorScreenUnderTest {
    /// Brings the screen up, presented over a screen of the driver's.
    let appear: @MainActor () async throws -> Void
    /// Taps the button titled so.
    let tap: @MainActor (_ title: String) async throws -> Void
    /// What the screen shows.
    let screen: @MainActor () async throws -> ErrorScreen
    /// Whether the screen is still up, over the driver's screen.
    let isShown: @MainActor () async throws -> Bool
    /// Each time the follow-up handed to the screen ran, whether the screen
    /// was still up then.
    let followUpRuns: @MainActor () async throws -> [Bool]
}
