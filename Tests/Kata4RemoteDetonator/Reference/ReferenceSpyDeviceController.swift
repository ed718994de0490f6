import Kata4Solution

@testable import Kata4Tests

/// A hand-rolled spy: its scans find what the test chose, and it remembers
/// every device it was told to arm or set off. It touches no hardware.
///
/// Like ACME's hardware, it refuses devices no scan has found. Unlike it,
/// it never refuses to set off an unarmed device: that rule is the view
/// model's, and the spy must not hide a view model that breaks it.
final class ReferenceSpyDeviceController: DeviceController {
    /// What it was asked to do, oldest first.
    private(set) var actions: [DeviceAction] = []
    private let sweep: Sweep
    private var scans = 0
    private var found: Set<String> = []

    /// A spy whose scans find `sweep`'s lists in turn.
    init(finding sweep: Sweep) {
        self.sweep = sweep
    }

    func scanForDevices() -> [String] {
        let devices = sweep.found(byScan: scans)
        scans += 1
        found.formUnion(devices)
        actions.append(.scanned(found: devices))
        return devices
    }

    func arm(deviceId: String) throws(DeviceError) {
        guard found.contains(deviceId) else { throw .unknownDevice(id: deviceId) }
        actions.append(.armed(deviceId))
    }

    func ignite(deviceId: String) throws(DeviceError) {
        guard found.contains(deviceId) else { throw .unknownDevice(id: deviceId) }
        actions.append(.ignited(deviceId))
    }

    /// The devices it was told to arm, in order.
    var armed: [String] {
        actions.compactMap { if case .armed(let id) = $0 { id } else { nil } }
    }

    /// The devices it was told to set off, in order.
    var ignited: [String] {
        actions.compactMap { if case .ignited(let id) = $0 { id } else { nil } }
    }
}
