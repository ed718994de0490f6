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
        let buttons = { screen.view.visible(UIButton.self) }
        return ScreenUnderTest(
            appear: { screen.loadViewIfNeeded() },
            tap: { title in buttons().first { $0.title == title }?.tap() },
            rows: { buttons().compactMap(\.title).filter { $0.hasPrefix("Device ") } },
            alert: { screen.alertLabel.isVisible(in: screen.view) ? screen.alertLabel.text : nil },
            actions: { controller.actions }
        )
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
        screen.loadViewIfNeeded()
        let buttons = { screen.view.visible(UIButton.self) }
        let tap = { (title: String) in buttons().first { $0.title == title }?.tap() }
        return AppsDetonator(
            scan: { tap("Scan") },
            arm: { deviceId in
                tap("Device \(deviceId)")
                tap("Arm")
            },
            ignite: { deviceId in
                tap("Device \(deviceId)")
                tap("Ignite")
            },
            listed: {
                buttons().compactMap(\.title).filter { $0.hasPrefix("Device ") }.map { String($0.dropFirst(7)) }
            },
            alert: { screen.alertLabel.isVisible(in: screen.view) ? screen.alertLabel.text : nil }
        )
    }

}
