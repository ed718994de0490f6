import StandIns

/// The live side of ACME's SDK: the devices in radio range, which of them are
/// armed, and what the last scan found.
///
/// It lives in the running test's `World`, so each test starts at a range
/// with the same three devices, none armed.
final class FiringRange {
    /// The devices in range, in the order a scan finds them.
    private(set) var devicesInRange = ["7", "12", "31"]
    /// The devices made ready to go pow.
    var armed: Set<String> = []
    /// What the last scan found; the SDK's cache of devices it can command.
    var lastScan: [String] = []

    /// The range of the running test's world.
    static var current: FiringRange {
        World.current.live(FiringRange.self) { FiringRange() }
    }

    /// The device went pow: it is out of range, and out of the cache.
    func ignite(_ id: String) {
        devicesInRange.removeAll { $0 == id }
        lastScan.removeAll { $0 == id }
        armed.remove(id)
    }
}
