import StandIns
import Testability

@testable import Kata4

/// Reaches Kata 4's before version the only way it offers: its view model,
/// which calls ACME's SDK singleton, and so the hardware in range.
struct KatasDriver: Kata4Driver {
    let version = Version.katas

    func detonator(finding sweep: Sweep) throws -> DetonatorUnderTest {
        let viewModel = DetonatorViewModel()
        let scans = Counter()
        return DetonatorUnderTest(
            scan: {
                viewModel.scanTapped()
                // The only way to know what a scan finds is to scan: the
                // devices in range are the hardware's, not the test's.
                let wanted = sweep.found(byScan: scans.next())
                guard viewModel.deviceIds == wanted else {
                    throw NoSeam.cannotControl(
                        "`AcmeThingController.shared` scans the real air, so a scan finds what is really in range "
                            + "(here \(viewModel.deviceIds)), never what a test chooses",
                        missing: "a device controller passed in, whose scans the test chooses"
                    )
                }
            },
            arm: { viewModel.armDeviceTapped(selectedDeviceId: $0) },
            ignite: { viewModel.explodeDeviceTapped(selectedDeviceId: $0) },
            listed: { viewModel.deviceIds },
            alert: { viewModel.alertMessage },
            armed: { throw noWayToSee("which devices it was told to arm") },
            ignited: { throw noWayToSee("which devices it was told to set off") }
        )
    }

    func screen(finding sweep: Sweep) throws -> ScreenUnderTest {
        guard sweep == Sweep(["7", "12", "31"]) else {
            throw NoSeam.cannotControl(
                "`DetonatorViewController` makes its own view model, which scans with `AcmeThingController.shared`; "
                    + "a scan finds what is really in range (7, 12 and 31 at ACME's firing range), never what a test "
                    + "chooses",
                missing: "a device controller handed to the view model, and the view model to the screen")
        }
        let screen = DetonatorViewController()
        return ScreenUnderTest(
            showing: screen, alert: screen.alertLabel, actions: { throw noWayToSee("what it was told to do") })
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

    private func noWayToSee(_ what: String) -> NoSeam {
        NoSeam.cannotObserve(
            "ACME's SDK keeps its devices to itself: nothing tells a test \(what)",
            missing: "a device controller passed in, which a test can ask what it was told to do"
        )
    }
}

/// Counts calls, for a closure that must know how many times it ran.
private final class Counter {
    private var count = 0

    /// The number of earlier calls; counts this one.
    func next() -> Int {
        defer { count += 1 }
        return count
    }
}
