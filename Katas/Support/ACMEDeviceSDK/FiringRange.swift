@_spi(LiveWorld) import StandIns
import Synchronization

/// The live side of ACME's SDK: the devices in radio range, which of them are
/// armed, and what the last scan found.
///
/// It lives in the running test's `World`, so each test starts at a range
/// with the same three devices, none armed. The SDK is thread-safe, so the
/// range is guarded by a lock.
final class FiringRange: Sendable {
    /// What the range holds at one moment.
    struct State {
        /// The devices in range, in the order a scan finds them.
        var devicesInRange = ["7", "12", "31"]
        /// The devices made ready to go pow.
        var armed: Set<String> = []
        /// What the last scan found; the SDK's cache of devices it can
        /// command.
        var lastScan: [String] = []

        /// The device went pow: it is out of range, and out of the cache.
        mutating func ignite(_ id: String) {
            devicesInRange.removeAll { $0 == id }
            lastScan.removeAll { $0 == id }
            armed.remove(id)
        }
    }

    private let state = Mutex(State())

    /// The range of the running test's world.
    static var current: FiringRange {
        World.current.live(FiringRange.self) { FiringRange() }
    }

    /// Reads and changes the range's state in one step.
    func update<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        state.withLock { body(&$0) }
    }
}
