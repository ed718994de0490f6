// A clock for tests, shared by the Kata 6 suite, its example tests and
// yours. Time on it moves only when a test says so.

import Synchronization

/// A clock whose time moves only when a test calls `advance(by:)`.
///
/// A `sleep` on it registers a continuation and waits. `advance(by:)` moves
/// the time and resumes every sleep then due, earliest first. A test that
/// must know a sleep has begun awaits `untilSleeping(orEnded:)`: no yielding,
/// no polling, so a busy machine cannot make it miss a sleep.
public final class ManualClock: Clock, Sendable {
    /// A point on the manual clock: how long after its start.
    public struct Instant: InstantProtocol {
        /// The time since the clock started.
        public var offset: Duration

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextId = 0
        var sleepers: [Sleeper] = []
        var watchers: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Locked(State())

    /// A clock at its start, with nothing asleep on it.
    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    /// Waits until the clock reaches `deadline`, or throws `CancellationError`
    /// when the sleeping task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in
            state.nextId += 1
            return state.nextId
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let watchers = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                        return []
                    }
                    if deadline <= state.now {
                        continuation.resume()
                        return []
                    }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    let watchers = Array(state.watchers.values)
                    state.watchers = [:]
                    return watchers
                }
                for watcher in watchers { watcher.resume() }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the time forward by `duration` and wakes every sleep then due,
    /// earliest first.
    ///
    /// - Returns: How many sleeps it woke.
    @discardableResult
    public func advance(by duration: Duration) -> Int {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
        return due.count
    }

    /// How many sleeps are waiting on the clock.
    public var sleeping: Int { state.withLock { $0.sleepers.count } }

    /// Returns as soon as a sleep waits on the clock, or `work` has ended,
    /// whichever comes first: a test's way to know that code it started has
    /// reached its sleep, and a way not to wait for ever when it never does.
    /// Any sleep will do: code that waits on a clock of its own is the one
    /// whose sleep it waits for, so hand each editor or model its own clock.
    public func untilSleeping(orEnded work: Task<Void, Never>? = nil) async {
        let id = state.withLock { state in
            state.nextId += 1
            return state.nextId
        }
        await withCheckedContinuation { continuation in
            let waiting = state.withLock { state in
                guard state.sleepers.isEmpty else { return false }
                state.watchers[id] = continuation
                return true
            }
            guard waiting else { return continuation.resume() }
            guard let work else { return }
            Task {
                await work.value
                self.state.withLock { $0.watchers.removeValue(forKey: id) }?.resume()
            }
        }
    }
}
