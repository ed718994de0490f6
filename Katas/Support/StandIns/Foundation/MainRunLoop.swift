import Synchronization

/// The app's main run loop, a stand-in: work scheduled on it runs later, in
/// order, on the main actor, in the world of the code that scheduled it.
///
/// It runs the waiting work when a test runs the loop (`runUntilIdle()`), or
/// else when the main actor is next free, as the real main queue would. A
/// test that never suspends between scheduling and reading sees nothing run
/// behind its back; one that awaits is never left waiting for ever.
public final class MainRunLoop: Sendable {
    /// The app's main run loop.
    public static let shared = MainRunLoop()

    /// How many pieces of work one run does at most, so that work that keeps
    /// scheduling more cannot spin for ever.
    private static let limit = 10_000

    private init() {}

    /// Schedules `work` to run the next time the loop runs.
    public func perform(_ work: @escaping @MainActor @Sendable () -> Void) {
        guard pending.add(work) else { return }
        Task { @MainActor in
            MainRunLoop.shared.runUntilIdle()
        }
    }

    /// Runs the scheduled work, and whatever that work schedules, until none
    /// is left.
    @MainActor
    public func runUntilIdle() {
        var done = 0
        while done < Self.limit, let work = pending.next() {
            work()
            done += 1
        }
    }

    private var pending: PendingWork {
        World.current.live(PendingWork.self) { PendingWork() }
    }
}

/// The work waiting for the main run loop in one world.
private final class PendingWork: Sendable {
    private let queue = Mutex<[@MainActor @Sendable () -> Void]>([])

    /// Adds `work`; whether the queue was empty, so that a run must be
    /// scheduled.
    func add(_ work: @escaping @MainActor @Sendable () -> Void) -> Bool {
        queue.withLock { queue in
            queue.append(work)
            return queue.count == 1
        }
    }

    /// The oldest work waiting, taken off the queue.
    func next() -> (@MainActor @Sendable () -> Void)? {
        queue.withLock { queue in
            queue.isEmpty ? nil : queue.removeFirst()
        }
    }
}
