import Testability
import Testing

/// What a Kata 4 scenario needs from any version of the remote detonator.
/// Each version's driver answers it with that version's own API.
protocol Kata4Driver: Sendable, CustomTestStringConvertible {
    /// Which version this driver reaches.
    var version: Version { get }
    /// The detonator's view model, on hardware whose scans find `sweep`'s
    /// lists in turn.
    func detonator(finding sweep: Sweep) throws -> DetonatorUnderTest
    /// The detonator screen as the app makes it, on a machine with or
    /// without a Bluetooth radio.
    func screen(onMachineWithRadio hasRadio: Bool) throws -> ScreenUnderTest
}

extension Kata4Driver {
    var testDescription: String { version.description }
}

/// What successive scans find: the first list, then the next, and the last
/// one again for any scan after that.
struct Sweep: Equatable, CustomStringConvertible {
    let scans: [[String]]

    init(_ scans: [String]...) {
        self.scans = scans
    }

    /// What scan number `index` (from 0) finds.
    func found(byScan index: Int) -> [String] {
        scans.isEmpty ? [] : scans[min(index, scans.count - 1)]
    }

    var description: String {
        scans.map { $0.isEmpty ? "no devices" : "devices \($0.joined(separator: ", "))" }
            .joined(separator: ", then ")
    }
}

/// The detonator's view model, as a scenario drives it.
struct DetonatorUnderTest {
    /// Taps "Scan".
    let scan: () throws -> Void
    /// Taps "Arm" with the device selected.
    let arm: (_ deviceId: String) throws -> Void
    /// Taps "Ignite" with the device selected.
    let ignite: (_ deviceId: String) throws -> Void
    /// The devices the screen lists.
    let listed: () throws -> [String]
    /// The alert the screen shows, if any.
    let alert: () throws -> String?
    /// The devices the hardware was told to arm, in order.
    let armed: () throws -> [String]
    /// The devices the hardware was told to set off, in order.
    let ignited: () throws -> [String]
}

/// The detonator screen, as a scenario drives it.
struct ScreenUnderTest {
    /// Brings the screen up, as the app does before the user sees it.
    let appear: () throws -> Void
    /// Taps the button titled so: "Scan", "Arm", "Ignite", or a device's row.
    let tap: (_ title: String) throws -> Void
    /// What the app asked of the devices, real and simulated.
    let actions: () throws -> Actions
}

/// What the app asked of the real devices and of the simulated ones, each
/// oldest first.
struct Actions: Equatable, CustomStringConvertible {
    var onHardware: [DeviceAction] = []
    var simulated: [DeviceAction] = []

    var description: String {
        let hardware = onHardware.isEmpty ? "nothing" : onHardware.map(\.description).joined(separator: ", ")
        let pretend = simulated.isEmpty ? "nothing" : simulated.map(\.description).joined(separator: ", ")
        return "on hardware: \(hardware); simulated: \(pretend)"
    }
}

/// One thing the app asked of its devices.
enum DeviceAction: Equatable, CustomStringConvertible {
    case scanned(found: [String])
    case armed(String)
    case ignited(String)

    var description: String {
        switch self {
        case .scanned(let found): "scanned and found \(found.joined(separator: ", "))"
        case .armed(let id): "armed \(id)"
        case .ignited(let id): "ignited \(id)"
        }
    }
}

/// What the screen shows and the hardware did after a refused command.
struct Refusal: Equatable, CustomStringConvertible {
    let alert: String?
    let ignited: [String]

    var description: String {
        "alert \(alert.map { "\"\($0)\"" } ?? "none"), ignited \(ignited.isEmpty ? "nothing" : ignited.joined(separator: ", "))"
    }
}
