import Testability
import Testing

/// What a Kata 5 scenario needs from any version of Plotline's sign-in. Each
/// version's driver answers it with that version's own API.
protocol Kata5Driver: Sendable, CustomTestStringConvertible {
    /// Which version this driver reaches.
    var version: Version { get }
    /// The app, launched, its window on the sign-in screen, its server up or down.
    func launchedApp(server: ServerState) throws -> AppUnderTest
    /// The sign-in screen on its own, as far as what the member types takes it.
    func signInScreen() throws -> SignInUnderTest
    /// The account API, with a way to hear what it tells the app.
    func accountAPI() throws -> AccountAPIUnderTest
    /// An error screen saying `notice`, with a second button titled `followUp`
    /// if one is given.
    func errorScreen(_ notice: Notice, followUp: String?) throws -> ErrorScreenUnderTest
}

extension Kata5Driver {
    var testDescription: String { version.description }
}

/// The app, as a scenario drives it.
struct AppUnderTest {
    /// Types `entry` into the sign-in screen the app shows, and taps "Sign in".
    let signIn: (_ entry: Entry) throws -> Void
    /// Types `password` again into that sign-in screen's password field.
    let retypePassword: (_ password: String) throws -> Void
    /// Lets the server's answers arrive.
    let answersArrive: () throws -> Void
    /// Taps the button titled so on the error screen over the sign-in screen.
    let tapOnErrorScreen: (_ title: String) throws -> Void
    /// Signs the member out through the app's API.
    let signOut: () throws -> Void
    /// What the app's window shows.
    let shown: () throws -> AppScreen
    /// The error screen over the sign-in screen, or `.none`.
    let error: () throws -> ErrorScreen
    /// Whether the app's API holds a session token.
    let holdsToken: () throws -> Bool
}

/// The sign-in screen on its own, as a scenario drives it.
struct SignInUnderTest {
    /// Types `entry` and taps "Sign in".
    let signIn: (_ entry: Entry) throws -> Void
    /// The error screen over the sign-in screen, or `.none`.
    let error: () throws -> ErrorScreen
    /// How many requests reached the server.
    let requestsSent: () throws -> Int
}

/// The account API, as a scenario drives it.
struct AccountAPIUnderTest {
    /// Signs `entry` in and lets the server's answer arrive.
    let signIn: (_ entry: Entry) throws -> Void
    /// Signs the member out.
    let signOut: () throws -> Void
    /// What the app has been told so far, in order.
    let heard: () throws -> [Announcement]
    /// Whether the API holds a session token.
    let holdsToken: () throws -> Bool
}

/// An error screen, as a scenario drives it.
struct ErrorScreenUnderTest {
    /// Brings the screen up.
    let appear: () throws -> Void
    /// Taps the button titled so.
    let tap: (_ title: String) throws -> Void
    /// What the screen shows.
    let screen: () throws -> ErrorScreen
    /// How many times the follow-up handed to the screen has run.
    let followUpRuns: () throws -> Int
}
