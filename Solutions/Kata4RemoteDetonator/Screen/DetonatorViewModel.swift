import Observation

/// The detonator screen's view model: it lists the devices in range, arms
/// the one the user picked, and sets it off, through the device controller
/// it is handed. A screen observes it: a SwiftUI view re-renders when what
/// it read changes, and a UIKit screen may track it with Observation.
@MainActor
@Observable
public final class DetonatorViewModel {
    /// The identifiers of the devices the last scan found.
    public private(set) var deviceIds: [String] = []
    /// The devices this screen armed and has not yet set off.
    public private(set) var armedDeviceIds: Set<String> = []
    /// What the screen tells the user after a command went wrong, if anything.
    public private(set) var alertMessage: String?
    /// The devices the last scan found that have not gone off since: the
    /// ones still in range.
    private var inRange: Set<String> = []
    private let deviceController: any DeviceController

    /// A view model; by default, on ACME's controller where there is a
    /// Bluetooth radio, and on the simulated one where there is none.
    public init(deviceController: any DeviceController = DeviceControllers.forThisMachine()) {
        self.deviceController = deviceController
    }

    /// Runs when the user taps "Scan".
    public func scanTapped() {
        deviceIds = deviceController.scanForDevices()
        inRange = Set(deviceIds)
        alertMessage = nil
    }

    /// Runs when the user taps "Arm" with a device selected.
    public func armDeviceTapped(selectedDeviceId: String) {
        do {
            try deviceController.arm(deviceId: selectedDeviceId)
            armedDeviceIds.insert(selectedDeviceId)
            alertMessage = nil
        } catch {
            alertMessage = DetonatorAlert.message(for: error)
        }
    }

    /// Runs when the user taps "Ignite" with a device selected.
    ///
    /// A device this screen did not arm is never sent the command. The user
    /// is told why in the order ACME's devices said it: a device out of range
    /// (never found, or gone off) first, then one not armed.
    public func explodeDeviceTapped(selectedDeviceId: String) {
        guard armedDeviceIds.contains(selectedDeviceId) else {
            let refusal: DeviceError =
                inRange.contains(selectedDeviceId)
                ? .notArmed(id: selectedDeviceId) : .unknownDevice(id: selectedDeviceId)
            alertMessage = DetonatorAlert.message(for: refusal)
            return
        }
        do {
            try deviceController.ignite(deviceId: selectedDeviceId)
            armedDeviceIds.remove(selectedDeviceId)
            inRange.remove(selectedDeviceId)
            alertMessage = nil
        } catch {
            alertMessage = DetonatorAlert.message(for: error)
        }
    }
}
