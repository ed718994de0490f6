@_spi(Judge) import StandIns
import Testing

@testable import ACMEDeviceSDK
@testable import Kata4Solution

/// The reference app's own wiring, checked on its own: ACME's thin adapter
/// and the choice of controller for the machine, which the unit scenarios
/// rightly replace with a spy. These checks run the Solutions against the
/// live stand-in of ACME's hardware, in a world of their own, and judge no
/// testability.
@MainActor
@Suite("Kata 4 · The app's wiring, as the Solutions ship it")
struct AppWiring {
    @Test("ACME's adapter passes a scan through, and arms and sets off a device found")
    func adapterCommands() throws {
        try World(name: "ACME's adapter").run {
            let acme: any DeviceController = AcmeThingController.shared
            #expect(acme.scanForDevices() == ["7", "12", "31"])
            try acme.arm(deviceId: "12")
            try acme.ignite(deviceId: "12")
            #expect(acme.scanForDevices() == ["7", "31"])
        }
    }

    @Test("ACME's adapter turns ACME's refusals into the app's errors, and swallows none")
    func adapterRefusals() {
        World(name: "ACME's refusals").run {
            let acme: any DeviceController = AcmeThingController.shared
            _ = acme.scanForDevices()
            #expect(throws: DeviceError.unknownDevice(id: "99")) { try acme.arm(deviceId: "99") }
            #expect(throws: DeviceError.unknownDevice(id: "99")) { try acme.ignite(deviceId: "99") }
            #expect(throws: DeviceError.notArmed(id: "7")) { try acme.ignite(deviceId: "7") }
        }
    }

    @Test("The app uses ACME's controller on a machine with a radio, and the simulated one without")
    func controllerForTheMachine() {
        let real = SimulatedDeviceController(deviceIds: ["real"])
        let pretend = SimulatedDeviceController(deviceIds: ["pretend"])
        let withRadio = DeviceControllers.forMachine(hasRadio: true, real: { real }, simulated: { pretend })
        let withoutRadio = DeviceControllers.forMachine(hasRadio: false, real: { real }, simulated: { pretend })
        #expect(withRadio.scanForDevices() == ["real"])
        #expect(withoutRadio.scanForDevices() == ["pretend"])
    }

    @Test("On this machine, which ACME says has a radio, the app gets ACME's own controller")
    func thisMachine() {
        #expect(DeviceControllers.forThisMachine() as? AcmeThingController === AcmeThingController.shared)
    }

    @Test("On this machine, the view model and the screen made as shipped scan with ACME's controller")
    func defaultsOnThisMachine() {
        World(name: "the detonator as shipped").run {
            let viewModel = DetonatorViewModel()
            viewModel.scanTapped()
            #expect(viewModel.deviceIds == ["7", "12", "31"])

            let screen = DetonatorViewController()
            screen.loadViewIfNeeded()
            screen.scanButton.tap()
            #expect(screen.viewModel.deviceIds == ["7", "12", "31"])
        }
    }

    @Test("Each screen made as shipped has a view model of its own: what one screen armed, another cannot fire")
    func screensApart() {
        World(name: "two detonator screens as shipped").run {
            let first = DetonatorViewController()
            let second = DetonatorViewController()
            first.viewModel.scanTapped()
            first.viewModel.armDeviceTapped(selectedDeviceId: "7")
            #expect(first.viewModel.armedDeviceIds == ["7"])
            #expect(second.viewModel.armedDeviceIds.isEmpty && second.viewModel.deviceIds.isEmpty)
        }
    }

    @Test("Without a radio, the app's simulated controller pretends its three devices are in range")
    func withoutRadio() {
        let controller = DeviceControllers.forMachine(hasRadio: false, real: { AcmeThingController.shared })
        #expect(controller.scanForDevices() == ["1", "2", "3"])
    }

    @Test("The simulated controller pretends three devices are in range, and refuses to fire one not armed")
    func simulated() throws {
        let simulated = SimulatedDeviceController()
        #expect(simulated.scanForDevices() == ["1", "2", "3"])
        #expect(throws: DeviceError.notArmed(id: "2")) { try simulated.ignite(deviceId: "2") }
        try simulated.arm(deviceId: "2")
        try simulated.ignite(deviceId: "2")
        #expect(simulated.log == [.scanned(found: ["1", "2", "3"]), .armed(deviceId: "2"), .ignited(deviceId: "2")])
    }
}
