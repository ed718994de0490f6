import Observation
import Synchronization
import Testability
import Testing

@testable import Kata4Solution

/// Unit tests of the detonator's view model as the refactoring leaves it: a
/// device controller handed in, no hardware. The first is the article's own
/// case, in the workbook's names; its counting mock records every command
/// here, in order, so that a command sent twice shows.
@MainActor
@Suite("Kata 4 · Examples: the detonator's view model", .unitTests)
struct DetonatorViewModelTests {
    /// Before: a scan found what was really in range, by Bluetooth, and cost
    /// nothing only by luck.
    @Test("Scanning lists the devices the controller finds, and commands nothing else")
    func scanning() {
        let controller = RecordingDeviceController(finding: ["Device ID"])
        let viewModel = DetonatorViewModel(deviceController: controller)
        viewModel.scanTapped()
        #expect(viewModel.deviceIds == ["Device ID"])
        #expect(controller.commands == [.scan])
    }

    /// Before: arming a real ACME device cost $100, and nothing told a test
    /// which device had been armed.
    @Test("Arm arms the device picked, and no other")
    func arming() {
        let controller = RecordingDeviceController(finding: ["7", "12"])
        let viewModel = DetonatorViewModel(deviceController: controller)
        viewModel.scanTapped()
        viewModel.armDeviceTapped(selectedDeviceId: "12")
        #expect(controller.commands == [.scan, .arm("12")])
        #expect(viewModel.alertMessage == nil)
    }

    /// Before: only ACME's firmware kept this rule, and a test could not see
    /// whether the command was sent.
    @Test("Ignite sends no command for a device this screen never armed, and asks to arm it first")
    func ignitingUnarmed() {
        let controller = RecordingDeviceController(finding: ["7"])
        let viewModel = DetonatorViewModel(deviceController: controller)
        viewModel.scanTapped()
        viewModel.explodeDeviceTapped(selectedDeviceId: "7")
        #expect(controller.commands == [.scan])
        #expect(viewModel.alertMessage == "Device 7 is not armed. Arm it before you ignite it.")
    }

    /// Before: the same, on real hardware, once per device.
    @Test("A device that went off is no longer armed, so it cannot be set off twice: it is out of range")
    func firedOnce() {
        let controller = RecordingDeviceController(finding: ["7"])
        let viewModel = DetonatorViewModel(deviceController: controller)
        viewModel.scanTapped()
        viewModel.armDeviceTapped(selectedDeviceId: "7")
        viewModel.explodeDeviceTapped(selectedDeviceId: "7")
        viewModel.explodeDeviceTapped(selectedDeviceId: "7")
        #expect(controller.commands == [.scan, .arm("7"), .ignite("7")])
        #expect(!viewModel.armedDeviceIds.contains("7"))
        #expect(viewModel.alertMessage == "No device 7 is in range. Scan, then pick a device from the list.")
    }

    /// Before: ACME's SDK said so, and a test could not make it.
    @Test("Ignite before any scan sends no command, and says the device is not in range")
    func ignitingBeforeAScan() {
        let controller = RecordingDeviceController(finding: ["7"])
        let viewModel = DetonatorViewModel(deviceController: controller)
        viewModel.explodeDeviceTapped(selectedDeviceId: "7")
        #expect(controller.commands.isEmpty)
        #expect(viewModel.alertMessage == "No device 7 is in range. Scan, then pick a device from the list.")
    }

    /// Before: a test could not make ACME refuse on purpose.
    @Test(
        "A controller's refusal becomes a clear alert",
        arguments: [
            (DeviceError.unknownDevice(id: "99"), "No device 99 is in range. Scan, then pick a device from the list."),
            (.notArmed(id: "7"), "Device 7 is not armed. Arm it before you ignite it."),
        ])
    func refusals(error: DeviceError, alert: String) {
        let controller = RecordingDeviceController(finding: ["7"], refusingWith: error)
        let viewModel = DetonatorViewModel(deviceController: controller)
        viewModel.armDeviceTapped(selectedDeviceId: "7")
        #expect(viewModel.alertMessage == alert)
    }

    /// Before: the screen's second scan found what was in range, whatever
    /// the test wanted.
    @Test("A scan that finds nothing empties the list")
    func emptyScan() {
        let controller = RecordingDeviceController(finding: ["7"], thenFinding: [])
        let viewModel = DetonatorViewModel(deviceController: controller)
        viewModel.scanTapped()
        viewModel.scanTapped()
        #expect(viewModel.deviceIds.isEmpty)
    }

    /// Before: the view model was a plain class, shown only by a screen that
    /// copied its values after each tap. A SwiftUI screen observes it.
    @Test("A screen that observes the view model hears of each scan and of each refusal")
    func observed() {
        let viewModel = DetonatorViewModel(deviceController: RecordingDeviceController(finding: ["7"]))
        #expect(observerIsTold(of: { viewModel.deviceIds }, when: viewModel.scanTapped))
        #expect(observerIsTold(of: { viewModel.alertMessage }) { viewModel.explodeDeviceTapped(selectedDeviceId: "7") })
    }
}

/// Whether Observation tells an observer of `read` of a change while `act`
/// runs, as it tells a SwiftUI view that read it.
@MainActor
private func observerIsTold(of read: () -> some Any, when act: () -> Void) -> Bool {
    let told = Told()
    withObservationTracking {
        _ = read()
    } onChange: {
        told.set()
    }
    act()
    return told.isSet
}

/// Whether an observer was told; set from any thread.
private final class Told: Sendable {
    private let flag = Mutex(false)

    func set() { flag.withLock { $0 = true } }
    var isSet: Bool { flag.withLock { $0 } }
}

/// A device controller of the test's own: its scans find what the test
/// says, it records every command in order, and it refuses arming with the
/// error it was given, if any.
final class RecordingDeviceController: DeviceController {
    /// One command the view model sent.
    enum Command: Equatable {
        case scan
        case arm(String)
        case ignite(String)
    }

    private(set) var commands: [Command] = []
    private var scans: [[String]]
    private let refusal: DeviceError?

    init(finding devices: [String], thenFinding later: [String]? = nil, refusingWith refusal: DeviceError? = nil) {
        scans = [devices] + (later.map { [$0] } ?? [])
        self.refusal = refusal
    }

    func scanForDevices() -> [String] {
        commands.append(.scan)
        return scans.count > 1 ? scans.removeFirst() : scans[0]
    }

    func arm(deviceId: String) throws(DeviceError) {
        commands.append(.arm(deviceId))
        if let refusal { throw refusal }
    }

    func ignite(deviceId: String) throws(DeviceError) {
        commands.append(.ignite(deviceId))
    }
}
