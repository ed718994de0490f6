import Foundation

/// The account API: signs members in and out with the server it is handed,
/// and announces both on the notification centre it is handed. It knows
/// nothing of who listens. It posts on the main actor.
@MainActor
public final class AccountAPI {
    /// The session of the member signed in, if any.
    public private(set) var session: Session?
    private let server: any AccountServer
    private let notifications: NotificationCenter

    /// An API that signs in with `server` and announces on `notifications`.
    public init(server: any AccountServer, notifications: NotificationCenter) {
        self.server = server
        self.notifications = notifications
    }

    /// Signs a member in. On success `.memberSignedIn` is posted; on failure
    /// `failed` hears why.
    public func signIn(_ credentials: Credentials, failed: @escaping @MainActor (SignInFailure) -> Void) {
        server.openSession(for: credentials) { [weak self] result in
            switch result {
            case .success(let session):
                self?.start(session)
            case .failure(let failure):
                failed(failure)
            }
        }
    }

    /// Signs the member out: forgets the session and posts `.memberSignedOut`.
    public func signOut() {
        session = nil
        notifications.post(name: .memberSignedOut, object: self)
    }

    private func start(_ session: Session) {
        self.session = session
        notifications.post(.memberSignedIn(session.memberId, by: self))
    }
}
