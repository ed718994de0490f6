import Dispatch
import Synchronization

/// The device's clock, a stand-in for Swift's `ContinuousClock`: it waits in
/// real time, as the app's would, and notes each wait in the world of the
/// code that waits, with whether it is still waiting. So the judge knows how
/// long the app slept without timing it, and which sleep a run left behind.
///
/// A file that imports `StandIns` gets this clock when it names
/// `ContinuousClock`, and its `Task.sleep(for:)` waits on it.
public struct ContinuousClock: Clock {
    public typealias Instant = Swift.ContinuousClock.Instant

    public init() {}

    public static var now: Instant { Swift.ContinuousClock.now }
    public var now: Instant { Swift.ContinuousClock.now }
    public var minimumResolution: Duration { Swift.ContinuousClock().minimumResolution }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await sleep(until: deadline, tolerance: tolerance, site: nil)
    }

    /// Sleeps as `sleep(until:tolerance:)` does, noting `site` (a file and
    /// line), if known, as where the sleep started.
    func sleep(until deadline: Instant, tolerance: Duration?, site: String?) async throws {
        // A task cancelled before it sleeps never waits.
        try Task.checkCancellation()
        let sleeps = World.current.live(Sleeps.self) { Sleeps() }
        let id = sleeps.start(Sleep(duration: deadline - .now, site: site))
        defer { sleeps.end(id) }
        try await withTaskCancellationHandler {
            try await Swift.ContinuousClock().sleep(until: deadline, tolerance: tolerance)
        } onCancel: {
            sleeps.end(id)
        }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Swift's `Task.sleep(for:)`, on the device's clock: the wait is real
    /// and noted, with the file and line it was called from.
    public static func sleep(
        for duration: Duration, tolerance: Duration? = nil, fileID: String = #fileID, line: Int = #line
    ) async throws {
        let clock = ContinuousClock()
        try await clock.sleep(until: clock.now + duration, tolerance: tolerance, site: "\(fileID):\(line)")
    }
}

/// One wait on the device's clock.
@_spi(Judge) public struct Sleep: Sendable, Equatable {
    /// How long it was to last.
    public let duration: Duration
    /// The file and line of the `Task.sleep` that started it, if known.
    public let site: String?
    /// Whether it still waits: it neither ended nor was cancelled.
    public internal(set) var pending = true
}

extension World {
    /// Every wait on the device's clock in this world, oldest first, those
    /// still waiting included: the judge's instrument, as `contacts` is.
    @_spi(Judge) public var sleeps: [Sleep] {
        live(Sleeps.self) { Sleeps() }.all
    }
}

/// The waits of one world. Each change goes through one queue: the thread
/// sanitizer sees the queue's order, not the Mutex's futex.
private final class Sleeps: Sendable {
    private static let order = DispatchQueue(label: "katas.clock.sleeps")
    private let log = Mutex<[Sleep]>([])

    var all: [Sleep] { Self.order.sync { log.withLock { $0 } } }

    func start(_ sleep: Sleep) -> Int {
        Self.order.sync {
            log.withLock { log in
                log.append(sleep)
                return log.count - 1
            }
        }
    }

    func end(_ id: Int) {
        Self.order.sync { log.withLock { $0[id].pending = false } }
    }
}
