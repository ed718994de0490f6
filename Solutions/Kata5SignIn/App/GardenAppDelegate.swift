import Foundation
import StandIns

/// Plotline's app delegate: it builds the API with its server, hands it to
/// the sign-in screen, and listens to that API's sign-in and sign-out to
/// decide which screen the window shows.
public final class GardenAppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    /// The account API the whole app shares.
    let api: AccountAPI
    /// The member signed in, if any.
    public private(set) var memberId: String?

    /// The app's delegate; by default, on the app's key window, with the
    /// garden's live server, announcing on notifications of its own.
    public init(
        window: UIWindow = UIApplication.shared.keyWindow,
        server: any AccountServer = PlotlineAccountServer(),
        notifications: AppNotifications = AppNotifications()
    ) {
        self.window = window
        api = AccountAPI(server: server, notifications: notifications)
        notifications.listen(self, for: .memberSignedIn, from: api) { $0.memberSignedIn() }
        notifications.listen(self, for: .memberSignedOut, from: api) { $0.memberSignedOut() }
    }

    public func applicationDidFinishLaunching(_ application: UIApplication) {
        showSignIn()
    }

    private func memberSignedIn() {
        guard let memberId = api.session?.memberId else { return }
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
