import Testability

/// What a Kata 4 scenario needs from any version of the remote detonator.
/// Each version's driver answers it with that version's own API.
protocol Kata4Driver: VersionDriver {
    /// The detonator's view model, on hardware whose scans find `sweep`'s
    /// lists in turn.
    func detonator(finding sweep: Sweep) async throws -> DetonatorUnderTest
    /// The detonator screen, on hardware whose scans find `sweep`'s lists in
    /// turn.
    func screen(finding sweep: Sweep) async throws -> ScreenUnderTest

    // The app's own wiring, which `Kata4Wiring` checks and does not judge:
    // each member makes what the app makes as the app's code makes it, with
    // no arguments (keep these short, as the app's call sites are), on
    // whatever hardware the app gets on this machine.

    /// The detonator's view model, made by the app with no arguments.
    func appsDetonator() async throws -> AppsDetonator
    /// The detonator screen, made by the app with no arguments.
    func appsScreen() async throws -> AppsDetonator
}

/// The app's detonator, its view model or its screen, on whatever device
/// controller the app gets.
struct AppsDetonator {
    /// Taps "Scan".
    let scan: @MainActor () async throws -> Void
    /// Selects the device and taps "Arm".
    let arm: @MainActor (_ deviceId: String) async throws -> Void
    /// Selects the device and taps "Ignite".
    let ignite: @MainActor (_ deviceId: String) async throws -> Void
    /// The devices listed, top to bottom.
    let listed: @MainActor () async throws -> [String]
    /// The alert shown, if any.
    let alert: @MainActor () async throws -> String?
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
    let scan: @MainActor () async throws -> Void
    /// Taps "Arm" with the device selected.
    let arm: @MainActor (_ deviceId: String) async throws -> Void
    /// Taps "Ignite" with the device selected.
    let ignite: @MainActor (_ deviceId: String) async throws -> Void
    /// The devices the screen lists.
    let listed: @MainActor () async throws -> [String]
    /// The alert the screen shows, if any.
    let alert: @MainActor () async throws -> String?
    /// The devices the hardware was told to arm, in order.
    let armed: @MainActor () async throws -> [String]
    /// The devices the hardware was told to set off, in order.
    let ignited: @MainActor () async throws -> [String]
}

/// The detonator screen, as a scenario drives it.
struct ScreenUnderTest {
    /// Brings the screen up, as the app does before the user sees it.
    let appear: @MainActor () async throws -> Void
    /// Taps the button titled so, as a user would: "Scan", "Arm", "Ignite",
    /// or a device's row.
    let tap: @MainActor (_ title: String) async throws -> Void
    /// The titles of the device rows on screen, top to bottom.
    let rows: @MainActor () async throws -> [String]
    /// The alert the screen shows, if any.
    let alert: @MainActor () async throws -> String?
    /// What the app asked of the devices, oldest first.
    let actions: @MainActor () async throws -> [DeviceAction]
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

/// What the screen shows and what the devices were told, after a command.
struct Refusal: Equatable, CustomStringConvertible {
    let alert: String?
    let ignited: [String]

    var description: String {
        let fired = ignited.isEmpty ? "nothing" : ignited.joined(separator: ", ")
        return "alert \(alert.map { "\"\($0)\"" } ?? "none"), ignited \(fired)"
    }
}

/// What a screen's view model has asked of the devices: the devices armed
/// and set off, in order, and the alert it shows.
struct Commands: Equatable, CustomStringConvertible {
    let armed: [String]
    let ignited: [String]
    let alert: String?

    var description: String {
        let list = { (ids: [String]) in ids.isEmpty ? "none" : ids.joined(separator: ", ") }
        return "armed \(list(armed)), ignited \(list(ignited)), alert \(alert.map { "\"\($0)\"" } ?? "none")"
    }
}
