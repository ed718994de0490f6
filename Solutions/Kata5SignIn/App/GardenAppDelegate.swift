import Foundation
import StandIns

/// Plotline's app delegate: it builds the API with its server, hands it to
/// the sign-in screen, and listens for sign-in and sign-out to decide which
/// screen the window shows.
public final class GardenAppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    /// The account API the whole app shares.
    let api: AccountAPI
    /// The member signed in, if any.
    public private(set) var memberId: String?
    private let notifications: NotificationCenter
    private var observers: [any NSObjectProtocol] = []

    /// The app's delegate; by default, on the app's key window, with the
    /// garden's live server, announcing on a notification centre of its own.
    public init(
        window: UIWindow = UIApplication.shared.keyWindow,
        server: any AccountServer = PlotlineAccountServer(),
        notifications: NotificationCenter = NotificationCenter()
    ) {
        self.window = window
        self.notifications = notifications
        api = AccountAPI(server: server, notifications: notifications)
        observers = [
            notifications.observe(.memberSignedIn, for: self) { app, note in
                guard let memberId = note.signedInMemberId else { return }
                app.memberSignedIn(memberId)
            },
            notifications.observe(.memberSignedOut, for: self) { app, _ in
                app.memberSignedOut()
            },
        ]
    }

    deinit {
        for observer in observers {
            notifications.removeObserver(observer)
        }
    }

    public func applicationDidFinishLaunching(_ application: UIApplication) {
        showSignIn()
    }

    private func memberSignedIn(_ memberId: String) {
        self.memberId = memberId
        window?.rootViewController = PlotsViewController(memberId: memberId)
    }

    private func memberSignedOut() {
        memberId = nil
        showSignIn()
    }

    private func showSignIn() {
        window?.rootViewController = SignInViewController(api: api)
    }
}
