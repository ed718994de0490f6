import Foundation
import Synchronization

@testable import Kata5Solution
@testable import Kata5Tests

/// Listens on a notification centre for what the account API announces, and
/// keeps it in order, with whether the API held a session when it heard.
///
/// The centre is the test's own and lives no longer than the test, so the
/// observers are never removed: they go with it.
final class ReferenceAnnouncementLog: Sendable {
    private let entries = Mutex<[Announcement]>([])

    /// A log of what `api` announces on `center` from now on.
    init(listeningTo center: NotificationCenter, from api: AccountAPI) {
        _ = center.addObserver(forName: .memberSignedIn, object: nil, queue: nil) { [self] note in
            let memberId = note.signedInMemberId
            let held = MainActor.assumeIsolated { api.session != nil }
            entries.withLock { $0.append(.signedIn(memberId: memberId, sessionHeld: held)) }
        }
        _ = center.addObserver(forName: .memberSignedOut, object: nil, queue: nil) { [self] _ in
            let held = MainActor.assumeIsolated { api.session != nil }
            entries.withLock { $0.append(.signedOut(sessionHeld: held)) }
        }
    }

    /// What was announced so far, in order.
    var heard: [Announcement] { entries.withLock { $0 } }
}
