import Testability
import Testing

/// Every driver the scenarios run on: the before version, then the after one.
let drivers: [any Kata4Driver] = [KatasDriver(), SolutionDriver()]

/// The devices at ACME's firing range, where the before version's suite
/// can only ever run: its scans find whatever is really in range.
let atTheRange = Sweep(["7", "12", "31"])

/// Kata 4's behaviours, each written once and run on both versions.
///
/// Serialized, because the before version's SDK is one singleton for the
/// whole process: two scenarios running at once would command the same
/// devices. (Its live state is per test here; on a phone it is not.)
@Suite("Kata 4 · SDK singleton → device controller protocol", .serialized)
struct Kata4Scenarios {
    @Test("Scanning lists the devices found", arguments: drivers)
    func scanningListsDevices(on driver: any Kata4Driver) {
        scenario(
            on: driver,
            twins: Sweep(["7", "12"]), Sweep(["31"]),
            expecting: { $0.found(byScan: 0) }
        ) { sweep in
            let detonator = try driver.detonator(finding: sweep)
            return Probe(act: detonator.scan, observe: detonator.listed)
        }
    }

    @Test("Scanning with no device in range gives an empty list, even after one that found some", arguments: drivers)
    func scanningFindsNothing(on driver: any Kata4Driver) {
        scenario(
            on: driver,
            twins: Sweep(["7", "12"], []), Sweep([]),
            expecting: { _ in [String]() }
        ) { sweep in
            let detonator = try driver.detonator(finding: sweep)
            if sweep.scans.count > 1 { try detonator.scan() }
            return Probe(act: detonator.scan, observe: detonator.listed)
        }
    }

    @Test("Arming arms the selected device and no other", arguments: drivers)
    func armingArmsOnlyTheSelected(on driver: any Kata4Driver) {
        scenario(
            on: driver,
            twins: "7", "12",
            expecting: { [$0] }
        ) { deviceId in
            let detonator = try driver.detonator(finding: atTheRange)
            try detonator.scan()
            return Probe(act: { try detonator.arm(deviceId) }, observe: detonator.armed)
        }
    }

    @Test("Igniting ignites the selected device and no other armed one", arguments: drivers)
    func ignitingIgnitesOnlyTheSelected(on driver: any Kata4Driver) {
        scenario(
            on: driver,
            twins: "7", "31",
            expecting: { [$0] }
        ) { deviceId in
            let detonator = try driver.detonator(finding: atTheRange)
            try detonator.scan()
            try detonator.arm("7")
            try detonator.arm("31")
            return Probe(act: { try detonator.ignite(deviceId) }, observe: detonator.ignited)
        }
    }

    @Test("Igniting a device that was never armed ignites nothing and asks to arm it first", arguments: drivers)
    func ignitingUnarmedIsRefused(on driver: any Kata4Driver) {
        scenario(
            on: driver,
            twins: "7", "31",
            expecting: { Refusal(alert: "Device \($0) is not armed. Arm it before you ignite it.", ignited: []) }
        ) { deviceId in
            let detonator = try driver.detonator(finding: atTheRange)
            try detonator.scan()
            return Probe(act: { try detonator.ignite(deviceId) }) {
                Refusal(alert: try detonator.alert(), ignited: try detonator.ignited())
            }
        }
    }

    @Test("Without a radio, the whole screen runs on the simulated controller, and no hardware", arguments: drivers)
    func screenWithoutRadio(on driver: any Kata4Driver) {
        scenario(
            on: driver,
            twins: "2", "3",
            expecting: { Actions(simulated: [.scanned(found: ["1", "2", "3"]), .armed($0), .ignited($0)]) }
        ) { deviceId in
            let screen = try driver.screen(onMachineWithRadio: false)
            return Probe(act: { try runTheScreen(screen, on: deviceId) }, observe: screen.actions)
        }
    }

    @Test("With a radio, the screen commands the real devices, and nothing simulated", arguments: drivers)
    func screenWithRadio(on driver: any Kata4Driver) {
        scenario(
            on: driver,
            twins: "7", "12",
            expecting: { Actions(onHardware: [.scanned(found: atTheRange.scans[0]), .armed($0), .ignited($0)]) }
        ) { deviceId in
            let screen = try driver.screen(onMachineWithRadio: true)
            return Probe(act: { try runTheScreen(screen, on: deviceId) }, observe: screen.actions)
        }
    }

    @Test("Arming a device no scan has found shows a clear error", arguments: drivers)
    func unknownDeviceIsAnError(on driver: any Kata4Driver) {
        scenario(
            on: driver,
            twins: "99", "ACME-404",
            expecting: { "No device \($0) is in range. Scan, then pick a device from the list." as String? }
        ) { deviceId in
            let detonator = try driver.detonator(finding: atTheRange)
            return Probe(act: { try detonator.arm(deviceId) }, observe: detonator.alert)
        }
    }
}

/// Brings the screen up and, as a user would, scans, picks the device,
/// arms it and sets it off.
private func runTheScreen(_ screen: ScreenUnderTest, on deviceId: String) throws {
    try screen.appear()
    for title in ["Scan", "Device \(deviceId)", "Arm", "Ignite"] { try screen.tap(title) }
}

/// Checks a scenario on `driver`'s version, and prints what its runs would
/// have cost on ACME's real hardware, if anything.
private func scenario<Input: CustomStringConvertible, Outcome: Equatable>(
    on driver: any Kata4Driver,
    twins first: Input,
    _ second: Input,
    expecting expected: (Input) -> Outcome,
    sourceLocation: SourceLocation = #_sourceLocation,
    arrange: (Input) throws -> Probe<Outcome>
) {
    let bill = ACMEBill()
    check(driver.version, twins: first, second, expecting: expected, sourceLocation: sourceLocation) { input in
        bill.noteTheRunningWorld()
        return try arrange(input)
    }
    bill.printIfDue(on: driver.version)
}
