import Foundation

@testable import Kata5Solution
@testable import Kata5Tests

/// Listens, on the main actor, for what an account API announces, as the
/// app's listeners do (filtered by the API that posts), and keeps it in
/// order, with the member the API then says signed in and whether it held a
/// session.
@MainActor
final class ReferenceAnnouncementLog {
    /// What was announced so far, in order.
    private(set) var heard: [Announcement] = []

    /// A log of what `api` announces on `notifications` from now on.
    init(listeningTo notifications: AppNotifications, from api: AccountAPI) {
        notifications.listen(self, for: .memberSignedIn, from: api) { [weak api] log in
            let session = api?.session
            log.heard.append(.signedIn(memberId: session?.memberId, sessionHeld: session != nil))
        }
        notifications.listen(self, for: .memberSignedOut, from: api) { [weak api] log in
            log.heard.append(.signedOut(sessionHeld: api?.session != nil))
        }
    }
}
