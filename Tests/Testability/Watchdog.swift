import Dispatch
import Foundation
import Synchronization
import Testing

/// Ends a test run that stops making progress: a scenario or a learner's
/// test that has not finished after `limit` is named, with its step and the
/// usual causes, and the process exits with a failure. A hang cannot be
/// cancelled from inside (the main thread may be blocked), so the watchdog
/// runs on a dispatch queue of its own, reads the clock four times a second,
/// and never sleeps.
public enum Watchdog {
    /// How long a test may go without finishing.
    @TaskLocal public static var limit: Duration = .seconds(15)

    private static let watched =
        Mutex<[Int: (test: String, step: String, since: ContinuousClock.Instant, limit: Duration)]>([:])
    private static let nextKey = Atomic<Int>(0)
    private static let queue = DispatchQueue(label: "katas.watchdog")
    private static let started: Void = tick()

    /// Ends the run if a watched test is stuck, else comes back in a quarter
    /// of a second, on the watchdog's queue.
    private static func tick() {
        let now = ContinuousClock.now
        if let stuck = watched.withLock({ $0.values.first { now - $0.since >= $0.limit } }) {
            FileHandle.standardError.write(Data(report(stuck.test, stuck.step, stuck.limit).utf8))
            // As `timeout(1)` ends: the progress view reads 124 as a hang, not a crash.
            exit(124)
        }
        queue.asyncAfter(deadline: .now() + 0.25) { tick() }
    }

    /// Watches the running test while `body` runs, starting at `step` (what
    /// the test is doing, as the report says it); `body` may move to another
    /// step with the function it is handed.
    public static func watch<Result>(
        _ step: String,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (_ moveTo: (String) -> Void) async throws -> Result
    ) async rethrows -> Result {
        _ = started
        let key = nextKey.add(1, ordering: .relaxed).newValue
        let test = Test.current.map { $0.displayName ?? $0.name } ?? "a test"
        let arguments = Test.Case.current.map { _ in " (one of its cases)" } ?? ""
        let watching = (test: test + arguments, step: step, since: ContinuousClock.now, limit: limit)
        // Every change goes through the watchdog's queue, where `tick` reads:
        // the thread sanitizer sees the queue's order, not the `Mutex`'s.
        queue.sync { watched.withLock { $0[key] = watching } }
        defer { queue.sync { _ = watched.withLock { $0.removeValue(forKey: key) } } }
        return try await body { step in
            queue.sync {
                watched.withLock {
                    $0[key]?.step = step
                    $0[key]?.since = .now
                }
            }
        }
    }

    /// What the watchdog says when it stops the run.
    static func report(_ test: String, _ step: String, _ limit: Duration) -> String {
        """

        Stopped: "\(test)" made no progress for \(RealTime.seconds(limit)) while \(step).
        The usual causes:
        - an `await` on something that never comes: a continuation never resumed, a stream never finished, \
        a sleep on a clock nobody advances, a double that waits for a save that never arrives, work queued \
        behind another object's work through a `static` they share;
        - an observer added with `queue: .main` on a NotificationCenter, and a post from the main actor: \
        on Linux, Foundation queues the block on the main queue and waits for it, on the very thread that \
        must run it. Write `queue: nil` (the block runs at once, on the posting thread, as iOS runs it when \
        the main thread posts), or hop with `Task { @MainActor in … }`.
        The run ended here, with a failure; `swift test --filter` with the test's name runs it alone.

        """
    }
}
