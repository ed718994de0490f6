import Foundation

/// The account API: signs members in and out with the server it is handed,
/// and announces both on the app's notifications it is handed, as their
/// sender. It knows nothing of who listens. It posts on the main actor.
@MainActor
public final class AccountAPI {
    /// The session of the member signed in, if any. A listener that hears
    /// `.memberSignedIn` from this API reads the member here.
    public private(set) var session: Session?
    private let server: any AccountServer
    private let notifications: AppNotifications

    /// An API that signs in with `server` and announces on `notifications`.
    public init(server: any AccountServer, notifications: AppNotifications) {
        self.server = server
        self.notifications = notifications
    }

    /// An API that announces on `center` alone, where only the centre's own
    /// observers hear it.
    public convenience init(server: any AccountServer, notifications center: NotificationCenter) {
        self.init(server: server, notifications: AppNotifications(center: center))
    }

    /// Signs a member in once the server has answered: keeps the session,
    /// then posts `.memberSignedIn`. Throws why the server opened none, and
    /// then announces nothing.
    public func signIn(_ credentials: Credentials) async throws(SignInFailure) {
        let session = try await server.openSession(for: credentials)
        self.session = session
        notifications.post(.memberSignedIn, by: self)
    }

    /// Signs the member out: forgets the session and posts `.memberSignedOut`.
    public func signOut() {
        session = nil
        notifications.post(.memberSignedOut, by: self)
    }
}
