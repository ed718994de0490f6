// Kata 5, before: the sign-in of Plotline, a community garden's app, tangled
// with the app delegate: the sign-in screen fetches its API from the app
// delegate, the API calls the app delegate back when a member signs in or
// out, and the error screen calls the sign-in screen back. This is the
// learner's code to change.

import StandIns

/// Plotline's app delegate: it owns the API, knows who is signed in, and
/// decides which screen the app's window shows.
public class GardenAppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    /// The account API the whole app shares.
    let api = GardenAPI()
    /// The member signed in, if any.
    private(set) var memberId: String?

    public init() {}

    public func applicationDidFinishLaunching(_ application: UIApplication) {
        window = application.keyWindow
        showSignIn()
    }

    /// Called by the API when a member has signed in: takes them to their plots.
    func memberSignedIn(_ memberId: String) {
        self.memberId = memberId
        window?.rootViewController = PlotsViewController(memberId: memberId)
    }

    /// Called by the API when the member has signed out: back to the sign-in screen.
    func memberSignedOut() {
        memberId = nil
        showSignIn()
    }

    private func showSignIn() {
        window?.rootViewController = SignInViewController()
    }
}

extension UIApplication {
    /// The app's delegate, as Plotline's own type; how every screen reaches it.
    static var gardenDelegate: GardenAppDelegate? {
        shared.delegate as? GardenAppDelegate
    }
}
