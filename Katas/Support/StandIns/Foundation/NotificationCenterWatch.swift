import Foundation

/// Watches the shared `NotificationCenter.default`, a live resource: every
/// post on it is recorded as a contact in the world of the code that posted.
///
/// The watch is one observer of every name, added once, when the judge makes
/// its first world (a `static let` is made once, whichever thread asks
/// first). A centre delivers a post to an observer that has no queue at
/// once, inside `post`, on the posting thread; so the observer runs on the
/// poster's task, records into the poster's world, and the contact lands in
/// the log of the test that posted.
enum NotificationCenterWatch {
    private static let started: Bool = {
        _ = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { note in
            World.current.record(
                Contact("notification centre", via: "NotificationCenter.default", "posted \"\(note.name.rawValue)\""))
        }
        return true
    }()

    /// Starts the watch if it has not started yet. Safe to call from any
    /// thread, any number of times.
    static func start() {
        _ = started
    }
}
