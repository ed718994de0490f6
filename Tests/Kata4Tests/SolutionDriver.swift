import Kata4Solution
import StandIns
import Testability

/// Reaches Kata 4's reference refactoring through its initializers: a spy
/// or the simulated controller is handed in, and ACME's SDK is never reached.
struct SolutionDriver: Kata4Driver {
    let version = Version.solution

    func detonator(finding sweep: Sweep) throws -> DetonatorUnderTest {
        let controller = SpyDeviceController(finding: sweep)
        let viewModel = DetonatorViewModel(deviceController: controller)
        return DetonatorUnderTest(
            scan: { viewModel.scanTapped() },
            arm: { viewModel.armDeviceTapped(selectedDeviceId: $0) },
            ignite: { viewModel.explodeDeviceTapped(selectedDeviceId: $0) },
            listed: { viewModel.deviceIds },
            alert: { viewModel.alertMessage },
            armed: { controller.armed },
            ignited: { controller.ignited }
        )
    }

    func screen(onMachineWithRadio hasRadio: Bool) throws -> ScreenUnderTest {
        let hardware = SpyDeviceController(finding: Sweep(["7", "12", "31"]))
        let simulated = SimulatedDeviceController()
        let controller = DeviceControllers.forMachine(
            hasRadio: hasRadio, real: { hardware }, simulated: { simulated })
        let screen = DetonatorViewController(viewModel: DetonatorViewModel(deviceController: controller))
        return ScreenUnderTest(
            appear: { screen.loadViewIfNeeded() },
            tap: { title in
                let buttons = screen.view.subviews.compactMap { $0 as? UIButton }
                buttons.first { $0.title == title }?.tap()
            },
            actions: { Actions(onHardware: hardware.actions, simulated: simulated.log.map(DeviceAction.init)) }
        )
    }
}

extension DeviceAction {
    fileprivate init(_ entry: SimulatedDeviceController.Entry) {
        switch entry {
        case .scanned(let found): self = .scanned(found: found)
        case .armed(let id): self = .armed(id)
        case .ignited(let id): self = .ignited(id)
        }
    }
}
