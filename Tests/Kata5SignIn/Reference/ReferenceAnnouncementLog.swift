import Foundation
import Synchronization

@testable import Kata5Solution
@testable import Kata5Tests

/// Listens on a notification centre for what an account API announces, as
/// the app's listeners do (filtered by the API that posts), and keeps it in
/// order, with the member the API then says signed in and whether it held a
/// session.
///
/// The centre is the test's own and lives no longer than the test, so the
/// observers are never removed: they go with it.
final class ReferenceAnnouncementLog: Sendable {
    private let entries = Mutex<[Announcement]>([])

    /// A log of what `api` announces on `center` from now on.
    init(listeningTo center: NotificationCenter, from api: AccountAPI) {
        _ = center.addObserver(forName: .memberSignedIn, object: api, queue: nil) { [self] _ in
            let session = MainActor.assumeIsolated { api.session }
            entries.withLock { $0.append(.signedIn(memberId: session?.memberId, sessionHeld: session != nil)) }
        }
        _ = center.addObserver(forName: .memberSignedOut, object: api, queue: nil) { [self] _ in
            let held = MainActor.assumeIsolated { api.session != nil }
            entries.withLock { $0.append(.signedOut(sessionHeld: held)) }
        }
    }

    /// What was announced so far, in order.
    var heard: [Announcement] { entries.withLock { $0 } }
}
