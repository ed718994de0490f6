/// A device controller for a machine without a Bluetooth radio, or a desk
/// without devices: it pretends a few devices are in range and logs what it
/// would do to them, at no cost.
public final class SimulatedDeviceController: DeviceController {
    /// One thing the simulated controller was asked to do.
    public enum Entry: Equatable, Sendable {
        case scanned(found: [String])
        case armed(deviceId: String)
        case ignited(deviceId: String)
    }

    /// What the controller was asked to do, oldest first. A developer reads
    /// it in the debugger or on a debug screen; nothing is printed.
    public private(set) var log: [Entry] = []
    private let deviceIds: [String]
    private var armed: Set<String> = []

    /// A simulated controller whose scans find `deviceIds`.
    public init(deviceIds: [String] = ["1", "2", "3"]) {
        self.deviceIds = deviceIds
    }

    public func scanForDevices() -> [String] {
        log.append(.scanned(found: deviceIds))
        return deviceIds
    }

    public func arm(deviceId: String) throws(DeviceError) {
        guard deviceIds.contains(deviceId) else { throw .unknownDevice(id: deviceId) }
        armed.insert(deviceId)
        log.append(.armed(deviceId: deviceId))
    }

    public func ignite(deviceId: String) throws(DeviceError) {
        guard deviceIds.contains(deviceId) else { throw .unknownDevice(id: deviceId) }
        guard armed.contains(deviceId) else { throw .notArmed(id: deviceId) }
        log.append(.ignited(deviceId: deviceId))
    }
}
