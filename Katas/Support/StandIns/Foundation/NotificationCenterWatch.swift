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
///
/// The system posts on the same centre (on macOS: a bundle loaded, the
/// locale or the power state changed, a thread started), on threads of its
/// own, in the process's world. Those posts are no test's doing, and a
/// measured run must not be charged with one as a contact that escaped its
/// task. So a post in a test's world is always recorded, whatever its name:
/// the code on the test's task made it. A post in the process's world is
/// recorded, as a contact that left a test's task, only when its name is not
/// one the system posts.
enum NotificationCenterWatch {
    private static let started: Bool = {
        _ = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { note in
            let world = World.current
            if world === World.process, isTheSystems(note.name) { return }
            world.record(
                Contact("notification centre", via: "NotificationCenter.default", "posted \"\(note.name.rawValue)\""))
        }
        return true
    }()

    /// Starts the watch if it has not started yet. Safe to call from any
    /// thread, any number of times.
    static func start() {
        _ = started
    }

    /// Whether the system posts notifications named so: Foundation's and
    /// Core Foundation's own (`NSBundleDidLoadNotification`,
    /// `kCFLocaleCurrentLocaleDidChangeNotification`), private ones
    /// (`_NSThreadDidStart…`), and Apple's (`com.apple.…`, `AppleInterface…`).
    static func isTheSystems(_ name: Notification.Name) -> Bool {
        ["NS", "_", "kCF", "com.apple.", "AppleInterface"].contains { name.rawValue.hasPrefix($0) }
    }
}
