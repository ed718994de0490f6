import Foundation
import StandIns
import Testability

@testable import Kata5Solution
@testable import Kata5Tests

/// Reaches Kata 5's reference refactoring through its initializers: the test
/// hands in the window, a server of its own and notifications of its own,
/// and nothing is reached through a global.
struct SolutionDriver: Kata5Driver {
    let version = Version.solution

    func launchedApp(server state: ServerState) throws -> AppUnderTest {
        let server = ReferenceAccountServer(reachable: state == .up)
        let window = UIWindow()
        let app = GardenAppDelegate(window: window, server: server, notifications: AppNotifications())
        app.applicationDidFinishLaunching(.shared)
        guard let screen = window.rootViewController as? SignInViewController else {
            throw Unexpected("the launched app shows no sign-in screen")
        }
        screen.loadViewIfNeeded()
        return AppUnderTest(
            signIn: { entry in await signIn(entry, on: screen, reaching: server) },
            retypePassword: { password in screen.passwordField.text = password },
            answersArrive: {
                server.answer()
                await screen.signingIn?.value
            },
            tapOnErrorScreen: { title in
                let failure = screen.presentedViewController as? FailureViewController
                await server.reached(by: started(by: screen) { failure?.view.tapButton(titled: title) })
            },
            signOut: { app.api.signOut() },
            shown: {
                switch window.rootViewController {
                case is SignInViewController: .signIn
                case let plots as PlotsViewController: .plots(memberId: plots.memberId)
                default: .nothing
                }
            },
            error: { errorScreen(over: screen) },
            holdsToken: { app.api.session != nil },
            memberSignedIn: { app.memberId }
        )
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
                // The live server answers at once, once asked: the sign-in
                // ends on its own.
                await started(by: screen) { signIn(entry, on: screen) }?.value
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

    func signInScreenInTheApp() throws -> SignInUnderTest {
        try signInScreen()
    }

    func signInScreen() throws -> SignInUnderTest {
        let server = ReferenceAccountServer(reachable: true)
        let screen = SignInViewController(api: AccountAPI(server: server, notifications: AppNotifications()))
        screen.loadViewIfNeeded()
        return SignInUnderTest(
            type: { entry in type(entry, on: screen) },
            form: { SignInForm(showing: screen.view) },
            signIn: { entry in await signIn(entry, on: screen, reaching: server) },
            error: { errorScreen(over: screen) },
            tapOnErrorScreen: { title in
                let failure = screen.presentedViewController as? FailureViewController
                await server.reached(by: started(by: screen) { failure?.view.tapButton(titled: title) })
            },
            requestsSent: { server.requests.map { Entry(email: $0.email, password: $0.password) } }
        )
    }

    func accountAPI() throws -> AccountAPIUnderTest {
        let server = ReferenceAccountServer(reachable: true, holdsAnswers: false)
        let notifications = AppNotifications()
        let api = AccountAPI(server: server, notifications: notifications)
        let log = ReferenceAnnouncementLog(listeningTo: notifications, from: api)
        return AccountAPIUnderTest(
            signIn: { entry in
                let credentials = try Credentials(email: entry.email, password: entry.password)
                try? await api.signIn(credentials)
            },
            signOut: { api.signOut() },
            heard: { log.heard },
            holdsToken: { api.session != nil }
        )
    }

    func errorScreen(_ notice: Notice, followUp: String?) throws -> ErrorScreenUnderTest {
        let host = UIViewController()
        let runs = ReferenceFollowUpRuns()
        let failure = FailureViewController(
            title: notice.title, message: notice.message,
            followUp: followUp.map { title in
                FailureViewController.FollowUp(title: title) {
                    runs.all.append(host.presentedViewController != nil)
                }
            }
        )
        return ErrorScreenUnderTest(
            presenting: failure, over: host, title: failure.titleLabel, message: failure.messageLabel,
            followUpRuns: { runs.all })
    }

    private func type(_ entry: Entry, on screen: SignInViewController) {
        screen.emailField.text = entry.email
        screen.passwordField.text = entry.password
    }

    private func signIn(_ entry: Entry, on screen: SignInViewController) {
        type(entry, on: screen)
        screen.signInButton.tap()
    }

    /// Types `entry`, taps "Sign in", and returns once the sign-in it
    /// started, if any, has reached `server`.
    private func signIn(_ entry: Entry, on screen: SignInViewController, reaching server: ReferenceAccountServer) async
    {
        await server.reached(by: started(by: screen) { signIn(entry, on: screen) })
    }

    /// The sign-in that `action` started on `screen`, if it started one.
    private func started(by screen: SignInViewController, _ action: () -> Void) -> Task<Void, Never>? {
        let before = screen.signingIn
        action()
        return screen.signingIn == before ? nil : screen.signingIn
    }

    private func errorScreen(over screen: SignInViewController) -> ErrorScreen {
        guard let failure = screen.presentedViewController as? FailureViewController else { return .none }
        return ErrorScreen(showing: failure.view, title: failure.titleLabel, message: failure.messageLabel)
    }
}

/// Each time a follow-up ran, whether its error screen was still up.
@MainActor
private final class ReferenceFollowUpRuns {
    var all: [Bool] = []
}
