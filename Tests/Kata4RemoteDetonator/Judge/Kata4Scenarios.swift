import Testability
import Testing

@testable import Kata4Tests

/// Every driver the scenarios run on: the before version, then the after one.
let drivers: [any Kata4Driver] = versions([KatasDriver(), SolutionDriver()])

/// The devices at ACME's firing range, where the before version's suite
/// can only ever run: its scans find whatever is really in range.
let atTheRange = Sweep(["7", "12", "31"])

/// Kata 4's behaviours, each written once and run on both versions.
///
/// Serialized, because the before version's SDK is one singleton for the
/// whole process: two scenarios running at once would command the same
/// devices. (Its live state is per test here; on a phone it is not.)
@MainActor
@Suite("Kata 4 · SDK singleton → device controller protocol", .serialized)
struct Kata4Scenarios {
    @Test("Scanning lists the devices found", arguments: drivers)
    func scanningListsDevices(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: Sweep(["7", "12"]), Sweep(["31"]),
            expecting: { $0.found(byScan: 0) }
        ) { sweep in
            let detonator = try await driver.detonator(finding: sweep)
            return Probe(act: detonator.scan, observe: detonator.listed)
        }
    }

    @Test("Scanning with no device in range gives an empty list, even after one that found some", arguments: drivers)
    func scanningFindsNothing(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: Sweep(["7", "12"], []), Sweep([]),
            // The list after each scan, in turn: the last one empty.
            expecting: { $0.scans }
        ) { sweep in
            let detonator = try await driver.detonator(finding: sweep)
            var listedBefore: [[String]] = []
            if sweep.scans.count > 1 {
                try await detonator.scan()
                listedBefore.append(try await detonator.listed())
            }
            return Probe(act: detonator.scan) { listedBefore + [try await detonator.listed()] }
        }
    }

    @Test("Arming arms the selected device and no other", arguments: drivers)
    func armingArmsOnlyTheSelected(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: "7", "12",
            expecting: { [$0] }
        ) { deviceId in
            let detonator = try await driver.detonator(finding: atTheRange)
            try await detonator.scan()
            return Probe(act: { try await detonator.arm(deviceId) }, observe: detonator.armed)
        }
    }

    @Test("Igniting ignites the selected device and no other armed one", arguments: drivers)
    func ignitingIgnitesOnlyTheSelected(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: "7", "31",
            expecting: { [$0] }
        ) { deviceId in
            let detonator = try await driver.detonator(finding: atTheRange)
            try await detonator.scan()
            try await detonator.arm("7")
            try await detonator.arm("31")
            return Probe(act: { try await detonator.ignite(deviceId) }, observe: detonator.ignited)
        }
    }

    // swift-format-ignore
    @Test("Igniting a device this screen never armed sends no command and asks to arm it first: the view model keeps that rule, not the device", arguments: drivers)
    func ignitingUnarmedIsRefused(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: "7", "31",
            expecting: { Refusal(alert: "Device \($0) is not armed. Arm it before you ignite it.", ignited: []) }
        ) { deviceId in
            let detonator = try await driver.detonator(finding: atTheRange)
            try await detonator.scan()
            return Probe(act: { try await detonator.ignite(deviceId) }) {
                Refusal(alert: try await detonator.alert(), ignited: try await detonator.ignited())
            }
        }
    }

    @Test("A device that went off cannot be set off again: it is out of range, as ACME's SDK said", arguments: drivers)
    func firedDeviceIsGone(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: "7", "31",
            expecting: { id in
                Commands(
                    armed: [id], ignited: [id],
                    alert: "No device \(id) is in range. Scan, then pick a device from the list.")
            }
        ) { deviceId in
            let detonator = try await driver.detonator(finding: atTheRange)
            try await detonator.scan()
            try await detonator.arm(deviceId)
            try await detonator.ignite(deviceId)
            return Probe(act: { try await detonator.ignite(deviceId) }) {
                Commands(
                    armed: try await detonator.armed(), ignited: try await detonator.ignited(),
                    alert: try await detonator.alert())
            }
        }
    }

    @Test("Each screen keeps its own armed devices: arming on one lets no other fire", arguments: drivers)
    func armedDevicesAreEachScreens(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: Plan.arm("7"), Plan.igniteUnarmed("7"),
            expecting: { plan in
                switch plan {
                case .arm(let id): Commands(armed: [id], ignited: [], alert: nil)
                case .igniteUnarmed(let id):
                    Commands(armed: [], ignited: [], alert: "Device \(id) is not armed. Arm it before you ignite it.")
                }
            }
        ) { plan in
            let detonator = try await driver.detonator(finding: atTheRange)
            try await detonator.scan()
            return Probe(
                act: {
                    switch plan {
                    case .arm(let id): try await detonator.arm(id)
                    case .igniteUnarmed(let id): try await detonator.ignite(id)
                    }
                },
                observe: {
                    Commands(
                        armed: try await detonator.armed(), ignited: try await detonator.ignited(),
                        alert: try await detonator.alert())
                }
            )
        }
    }

    @Test("The screen lists a row for each device a scan finds", arguments: drivers)
    func screenListsDevices(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: atTheRange, Sweep(["31"]),
            expecting: { $0.found(byScan: 0).map { "Device \($0)" } }
        ) { sweep in
            let screen = try await driver.screen(finding: sweep)
            return Probe(
                act: {
                    try await screen.appear()
                    try await screen.tap("Scan")
                },
                observe: screen.rows
            )
        }
    }

    @Test("On the screen, Arm then Ignite sets off the device the user picked, and no other", arguments: drivers)
    func screenCommandsThePickedDevice(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: "7", "12",
            expecting: { [DeviceAction.scanned(found: atTheRange.scans[0]), .armed($0), .ignited($0)] }
        ) { deviceId in
            let screen = try await driver.screen(finding: atTheRange)
            return Probe(
                act: {
                    try await screen.appear()
                    for title in ["Scan", "Device \(deviceId)", "Arm", "Ignite"] { try await screen.tap(title) }
                },
                observe: screen.actions
            )
        }
    }

    @Test(
        "The screen's alert says why a command was refused, and clears when the next one succeeds", arguments: drivers)
    func screenAlert(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: ["Scan", "Device 7", "Ignite"], ["Scan", "Device 7", "Ignite", "Arm"],
            expecting: { taps -> String? in
                taps.last == "Arm" ? nil : "Device 7 is not armed. Arm it before you ignite it."
            }
        ) { taps in
            let screen = try await driver.screen(finding: atTheRange)
            return Probe(
                act: {
                    try await screen.appear()
                    for title in taps { try await screen.tap(title) }
                },
                observe: screen.alert
            )
        }
    }

    @Test("A new scan's rows replace the last scan's, each picking the device it names", arguments: drivers)
    func screenRowsAfterRescan(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: Sweep(["7", "12"], ["31"]), Sweep(["31"], ["7", "12"]),
            expecting: { sweep in
                let found = sweep.found(byScan: 1)
                return Rescanned(rows: found.map { "Device \($0)" }, armed: [found[0]])
            }
        ) { sweep in
            let screen = try await driver.screen(finding: sweep)
            return Probe(
                act: {
                    try await screen.appear()
                    try await screen.tap("Scan")
                    try await screen.tap("Scan")
                    // The top row, where the last scan listed another device.
                    try await screen.tap("Device \(sweep.found(byScan: 1)[0])")
                    try await screen.tap("Arm")
                },
                observe: { Rescanned(rows: try await screen.rows(), actions: try await screen.actions()) }
            )
        }
    }

    @Test("A new scan clears the device picked: Arm arms nothing until a row is picked again", arguments: drivers)
    func rescanClearsThePick(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: ["Scan", "Device 7", "Scan", "Arm"], ["Scan", "Device 7", "Scan", "Device 12", "Arm"],
            expecting: { taps in
                let scans = [DeviceAction.scanned(found: atTheRange.scans[0]), .scanned(found: atTheRange.scans[0])]
                return taps.contains("Device 12") ? scans + [.armed("12")] : scans
            }
        ) { taps in
            let screen = try await driver.screen(finding: atTheRange)
            return Probe(
                act: {
                    try await screen.appear()
                    for title in taps { try await screen.tap(title) }
                },
                observe: screen.actions
            )
        }
    }

    @Test("Each screen arms the device its own user picked", arguments: drivers)
    func eachScreenKeepsItsPick(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: "7", "12",
            expecting: { [DeviceAction.scanned(found: atTheRange.scans[0]), .armed($0)] }
        ) { deviceId in
            let screen = try await driver.screen(finding: atTheRange)
            try await screen.appear()
            try await screen.tap("Scan")
            try await screen.tap("Device \(deviceId)")
            return Probe(act: { try await screen.tap("Arm") }, observe: screen.actions)
        }
    }

    @Test("A device armed before a new scan can still be set off after it", arguments: drivers)
    func armedSurvivesRescan(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: "7", "31",
            expecting: { Commands(armed: [$0], ignited: [$0], alert: nil) }
        ) { deviceId in
            let detonator = try await driver.detonator(finding: atTheRange)
            try await detonator.scan()
            try await detonator.arm(deviceId)
            return Probe(
                act: {
                    try await detonator.scan()
                    try await detonator.ignite(deviceId)
                }
            ) {
                Commands(
                    armed: try await detonator.armed(), ignited: try await detonator.ignited(),
                    alert: try await detonator.alert())
            }
        }
    }

    @Test("Igniting a device whose id begins with an armed one's sends no command", arguments: drivers)
    func armedIsByWholeId(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            // Each twin arms the device named by its first character: 1, then 3.
            twins: "12", "31",
            expecting: { Refusal(alert: "Device \($0) is not armed. Arm it before you ignite it.", ignited: []) }
        ) { deviceId in
            let detonator = try await driver.detonator(finding: Sweep(["1", "12", "3", "31"]))
            try await detonator.scan()
            try await detonator.arm(String(deviceId.prefix(1)))
            return Probe(act: { try await detonator.ignite(deviceId) }) {
                Refusal(alert: try await detonator.alert(), ignited: try await detonator.ignited())
            }
        }
    }

    @Test("Arming a device no scan has found shows a clear error", arguments: drivers)
    func unknownDeviceIsAnError(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: "99", "ACME 404 (spare)",
            expecting: { "No device \($0) is in range. Scan, then pick a device from the list." as String? }
        ) { deviceId in
            let detonator = try await driver.detonator(finding: atTheRange)
            return Probe(act: { try await detonator.arm(deviceId) }, observe: detonator.alert)
        }
    }

    @Test("A device whose arming failed is not armed: once in range, igniting it sends no command", arguments: drivers)
    func failedArmingArmsNothing(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: "99", "42",
            expecting: { Refusal(alert: "Device \($0) is not armed. Arm it before you ignite it.", ignited: []) }
        ) { deviceId in
            let detonator = try await driver.detonator(finding: Sweep(["7"], ["7", deviceId]))
            return Probe(
                act: {
                    try await detonator.scan()
                    try await detonator.arm(deviceId)
                    try await detonator.scan()
                    try await detonator.ignite(deviceId)
                }
            ) {
                Refusal(alert: try await detonator.alert(), ignited: try await detonator.ignited())
            }
        }
    }

    @Test("Scanning again takes the last alert away", arguments: drivers)
    func scanningClearsTheAlert(on driver: any Kata4Driver) async {
        await scenario(
            on: driver,
            twins: "99", "ACME 404 (spare)",
            expecting: { ["No device \($0) is in range. Scan, then pick a device from the list.", nil] as [String?] }
        ) { deviceId in
            let detonator = try await driver.detonator(finding: atTheRange)
            var alertBefore: String?
            return Probe(
                act: {
                    try await detonator.arm(deviceId)
                    alertBefore = try await detonator.alert()
                    try await detonator.scan()
                },
                observe: { [alertBefore, try await detonator.alert()] }
            )
        }
    }
}

/// One twin of the armed-devices scenario: arm a device, or ignite it
/// without arming it.
enum Plan: CustomStringConvertible {
    case arm(String)
    case igniteUnarmed(String)

    var description: String {
        switch self {
        case .arm(let id): "a screen that arms device \(id)"
        case .igniteUnarmed(let id): "a screen that ignites device \(id) without arming it"
        }
    }
}

/// The rows a screen lists after a new scan, and the devices it armed.
struct Rescanned: Equatable, CustomStringConvertible {
    let rows: [String]
    let armed: [String]

    init(rows: [String], armed: [String]) {
        self.rows = rows
        self.armed = armed
    }

    /// The rows, and the devices armed among `actions`.
    init(rows: [String], actions: [DeviceAction]) {
        self.init(rows: rows, armed: actions.compactMap { if case .armed(let id) = $0 { id } else { nil } })
    }

    var description: String {
        "rows \(rows.joined(separator: ", ")), armed \(armed.isEmpty ? "nothing" : armed.joined(separator: ", "))"
    }
}

/// Checks a scenario on `driver`'s version, and prints what its runs would
/// have cost on ACME's real hardware, if anything.
@MainActor
private func scenario<Input: CustomStringConvertible, Outcome: Equatable>(
    on driver: any Kata4Driver,
    twins first: Input,
    _ second: Input,
    expecting expected: (Input) -> Outcome,
    sourceLocation: SourceLocation = #_sourceLocation,
    arrange: @MainActor (Input) async throws -> Probe<Outcome>
) async {
    let bill = LiveBill(resource: "ACME")
    await check(driver.version, twins: first, second, expecting: expected, sourceLocation: sourceLocation) { input in
        bill.noteTheRunningWorld()
        return try await arrange(input)
    }
    bill.printIfDue(on: driver.version)
}
