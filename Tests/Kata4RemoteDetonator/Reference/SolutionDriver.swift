import StandIns
import Testability

@testable import Kata4Solution
@testable import Kata4Tests

/// Reaches Kata 4's reference refactoring through its initializers: a spy
/// or the simulated controller is handed in, and ACME's SDK is never reached.
struct SolutionDriver: Kata4Driver {
    let version = Version.solution

    /// The view model, its list and its alert read as a screen that observes
    /// it reads them: through Observation, from the moment it is made.
    func detonator(finding sweep: Sweep) throws -> DetonatorUnderTest {
        let controller = ReferenceSpyDeviceController(finding: sweep)
        let viewModel = DetonatorViewModel(deviceController: controller)
        let listed = ObservedReading(
            "The list of devices", said: { $0.isEmpty ? "no devices" : "devices \($0.joined(separator: ", "))" }
        ) { viewModel.deviceIds }
        let alert = ObservedReading("The alert", said: { $0.map { "\"\($0)\"" } ?? "no alert" }) {
            viewModel.alertMessage
        }
        return DetonatorUnderTest(
            scan: { viewModel.scanTapped() },
            arm: { viewModel.armDeviceTapped(selectedDeviceId: $0) },
            ignite: { viewModel.explodeDeviceTapped(selectedDeviceId: $0) },
            listed: { try listed() },
            alert: { try alert() },
            armed: { controller.armed },
            ignited: { controller.ignited }
        )
    }

    func screen(finding sweep: Sweep) throws -> ScreenUnderTest {
        let controller = ReferenceSpyDeviceController(finding: sweep)
        let screen = DetonatorViewController(viewModel: DetonatorViewModel(deviceController: controller))
        return ScreenUnderTest(showing: screen, alert: screen.alertLabel, actions: { controller.actions })
    }

    func appsDetonator() throws -> AppsDetonator {
        let viewModel = DetonatorViewModel()
        return AppsDetonator(
            scan: { viewModel.scanTapped() },
            arm: { viewModel.armDeviceTapped(selectedDeviceId: $0) },
            ignite: { viewModel.explodeDeviceTapped(selectedDeviceId: $0) },
            listed: { viewModel.deviceIds },
            alert: { viewModel.alertMessage }
        )
    }

    func appsScreen() throws -> AppsDetonator {
        let screen = DetonatorViewController()
        return AppsDetonator(showing: screen, alert: screen.alertLabel)
    }
}
