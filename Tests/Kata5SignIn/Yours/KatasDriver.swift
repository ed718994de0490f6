import StandIns
import Testability

@testable import Kata5

/// Reaches Kata 5's before version the only ways it offers: the app delegate
/// the screens and the API find at `UIApplication.shared.delegate`, the app's
/// window, the main run loop the live server answers on, and `@testable`
/// internals.
struct KatasDriver: Kata5Driver {
    let version = Version.katas

    func launchedApp(server: ServerState) throws -> AppUnderTest {
        guard server == .up else {
            throw NoSeam.cannotControl(
                "`GardenAPI` talks to the server written into it, \"https://api.plotline.example\"",
                missing: "the server handed to the API when it is built")
        }
        let app = GardenAppDelegate()
        launch(app)
        guard let screen = UIApplication.shared.keyWindow.rootViewController as? SignInViewController else {
            throw Unexpected("the launched app shows no sign-in screen")
        }
        screen.loadViewIfNeeded()
        return AppUnderTest(
            signIn: { entry in signIn(entry, on: screen) },
            retypePassword: { password in screen.passwordField.text = password },
            answersArrive: { MainRunLoop.shared.runUntilIdle() },
            tapOnErrorScreen: { title in
                let failure = screen.presentedViewController as? FailureViewController
                failure?.view.tapButton(titled: title)
            },
            signOut: { app.api.signOut() },
            shown: {
                switch UIApplication.shared.keyWindow.rootViewController {
                case is SignInViewController: return .signIn
                case let plots as PlotsViewController: return .plots(memberId: plots.memberId)
                default: return .nothing
                }
            },
            error: { errorScreen(over: screen) },
            holdsToken: { app.api.session != nil },
            memberSignedIn: { app.memberId }
        )
    }

    func signInScreenInTheApp() throws -> SignInUnderTest {
        // The screen finds its API through the app delegate, so the app must
        // be there for the screen to sign anyone in.
        UIApplication.shared.delegate = GardenAppDelegate()
        return try signInScreen()
    }

    func signInScreen() throws -> SignInUnderTest {
        let screen = SignInViewController()
        screen.loadViewIfNeeded()
        return SignInUnderTest(
            type: { entry in type(entry, on: screen) },
            form: { SignInForm(showing: screen.view) },
            signIn: { entry in signIn(entry, on: screen) },
            error: { errorScreen(over: screen) },
            tapOnErrorScreen: { title in
                let failure = screen.presentedViewController as? FailureViewController
                failure?.view.tapButton(titled: title)
            },
            requestsSent: {
                throw NoSeam.cannotObserve(
                    "the screen signs in with the app delegate's `GardenAPI`, which sends its requests through "
                        + "`HTTPSession.shared` to the server written into it; nothing a test holds sees them",
                    missing: "the API handed to the screen, and the server to the API, so that a test can hand in "
                        + "one that keeps each request")
            }
        )
    }

    func accountAPI() throws -> AccountAPIUnderTest {
        let app = ListeningAppDelegate()
        UIApplication.shared.delegate = app
        let api = GardenAPI()
        app.announcer = api
        return AccountAPIUnderTest(
            signIn: { entry in
                api.signIn(email: entry.email, password: entry.password) { _ in }
                MainRunLoop.shared.runUntilIdle()
            },
            signOut: { api.signOut() },
            heard: { app.heard },
            holdsToken: { api.session != nil }
        )
    }

    func errorScreen(_ notice: Notice, followUp: String?) throws -> ErrorScreenUnderTest {
        if followUp != nil {
            throw NoSeam.cannotControl(
                "`FailureViewController`'s second button is fixed by its `Kind`:"
                    + " `.signIn` means \"Try again\" on the sign-in screen below",
                missing: "a follow-up, a title and a closure, handed to the error screen")
        }
        let host = UIViewController()
        let failure = FailureViewController(kind: .general, title: notice.title, message: notice.message)
        return ErrorScreenUnderTest(
            presenting: failure, over: host, title: failure.titleLabel, message: failure.messageLabel,
            followUpRuns: { [] })
    }

    func appsLaunchedApp() throws -> AppAsShipped {
        let app = GardenAppDelegate()
        UIApplication.shared.delegate = app
        app.applicationDidFinishLaunching(.shared)
        return AppAsShipped(
            signIn: { entry in
                guard let screen = UIApplication.shared.keyWindow.rootViewController as? SignInViewController else {
                    return
                }
                screen.loadViewIfNeeded()
                signIn(entry, on: screen)
            },
            answersArrive: { MainRunLoop.shared.runUntilIdle() },
            shown: {
                switch UIApplication.shared.keyWindow.rootViewController {
                case is SignInViewController: .signIn
                case let plots as PlotsViewController: .plots(memberId: plots.memberId)
                default: .nothing
                }
            },
            memberSignedIn: { app.memberId }
        )
    }

    /// The before app finds its delegate through `UIApplication.shared`, so
    /// that is where the test must put it.
    private func launch(_ app: GardenAppDelegate) {
        UIApplication.shared.delegate = app
        app.applicationDidFinishLaunching(.shared)
    }

    private func type(_ entry: Entry, on screen: SignInViewController) {
        screen.emailField.text = entry.email
        screen.passwordField.text = entry.password
    }

    private func signIn(_ entry: Entry, on screen: SignInViewController) {
        type(entry, on: screen)
        screen.signInButton.tap()
    }

    private func errorScreen(over screen: SignInViewController) -> ErrorScreen {
        guard let failure = screen.presentedViewController as? FailureViewController else { return .none }
        return ErrorScreen(showing: failure.view, title: failure.titleLabel, message: failure.messageLabel)
    }
}

/// The before app delegate, with its callbacks overridden to note what the
/// API tells it (Feathers' Subclass and Override Method).
/// It notes, too, whether the API held a session when it heard.
private final class ListeningAppDelegate: GardenAppDelegate {
    private(set) var heard: [Announcement] = []
    /// The API whose session it checks; not the delegate's own `api`.
    var announcer: GardenAPI?

    override func memberSignedIn(_ memberId: String) {
        heard.append(.signedIn(memberId: memberId, sessionHeld: announcer?.session != nil))
        super.memberSignedIn(memberId)
    }

    override func memberSignedOut() {
        heard.append(.signedOut(sessionHeld: announcer?.session != nil))
        super.memberSignedOut()
    }
}
