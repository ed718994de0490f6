import Kata4
import StandIns
import Testability

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

    func screen(onMachineWithRadio hasRadio: Bool) throws -> ScreenUnderTest {
        guard hasRadio else {
            throw NoSeam.cannotControl(
                "`DetonatorViewController` makes its own view model, which always calls `AcmeThingController.shared`; "
                    + "a test can neither choose a machine without a radio nor hand the screen a simulated controller",
                missing: "a device controller passed in, simulated where there is no radio"
            )
        }
        let screen = DetonatorViewController()
        return ScreenUnderTest(
            appear: { screen.loadViewIfNeeded() },
            tap: { title in
                let buttons = screen.view.subviews.compactMap { $0 as? UIButton }
                buttons.first { $0.title == title }?.tap()
            },
            actions: { throw noWayToSee("what it was told to do") }
        )
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
