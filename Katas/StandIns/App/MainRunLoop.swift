/// The app's main run loop, a stand-in: work scheduled on it waits until the
/// loop runs, and then runs in order, on the task that runs the loop.
///
/// The waiting work is live state of the running test's world. Nothing runs
/// on another thread or later by itself, so an answer that "arrives later"
/// arrives exactly when a test runs the loop, on the test's own task: there
/// is no second thread to race with.
public final class MainRunLoop: Sendable {
    /// The app's main run loop.
    public static let shared = MainRunLoop()

    /// How many pieces of work one run does at most, so that work that keeps
    /// scheduling more cannot spin for ever.
    private static let limit = 10_000

    private init() {}

    /// Schedules `work` to run the next time the loop runs.
    public func perform(_ work: @escaping () -> Void) {
        pending.work.append(work)
    }

    /// Runs the scheduled work, and whatever that work schedules, until none
    /// is left.
    public func runUntilIdle() {
        var done = 0
        while done < Self.limit, !pending.work.isEmpty {
            let work = pending.work.removeFirst()
            work()
            done += 1
        }
    }

    private var pending: PendingWork {
        World.current.live(PendingWork.self) { PendingWork() }
    }
}

/// The work waiting for the main run loop.
private final class PendingWork {
    var work: [() -> Void] = []
}
