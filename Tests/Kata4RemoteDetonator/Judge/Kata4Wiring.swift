import Testability
import Testing

@testable import Kata4Tests

/// Both versions of the app, as the wiring checks run them.
let apps = drivers.map { TheApp($0, on: $0.version) }

/// The app's own wiring, on both versions: what the app gets when it makes
/// the detonator's view model and screen with no arguments. The scenarios
/// hand every version the test's device controller; these checks make sure
/// a refactoring still gives the app ACME's own on this machine, which ACME
/// says has a radio. They judge no testability: they scan ACME's firing
/// range and set off a device on purpose, each in a world of its own that
/// starts as the app ships.
@MainActor
@Suite("Kata 4 · The app's wiring, on both versions", .serialized, .appAsShipped)
struct Kata4Wiring {
    @Test(
        "The app's view model, made with no arguments, scans, arms and sets off ACME's devices in range",
        arguments: apps)
    func viewModel(in app: TheApp<any Kata4Driver>) async throws {
        try await check(try await app.driver.appsDetonator(), named: "The app's view model, made with no arguments,")
    }

    @Test(
        "The app's screen, made with no arguments, scans, arms and sets off ACME's devices in range",
        arguments: apps)
    func screen(in app: TheApp<any Kata4Driver>) async throws {
        try await check(try await app.driver.appsScreen(), named: "The app's screen, made with no arguments,")
    }

    /// Scans, sets off device 12, and scans again: on ACME's hardware, device
    /// 12 is gone; on any other controller, it is not.
    private func check(_ detonator: AppsDetonator, named name: String) async throws {
        try await detonator.scan()
        let found = try await detonator.listed()
        #expect(
            found == ["7", "12", "31"],
            """
            \(name) listed \(found) after a scan, where the app, on this machine with a radio, lists ACME's \
            devices in range, ["7", "12", "31"]: its default device controller is not ACME's
            """)
        guard found == ["7", "12", "31"] else { return }
        try await detonator.arm("12")
        try await detonator.ignite("12")
        try await detonator.scan()
        let left = try await detonator.listed()
        let alert = try await detonator.alert()
        let pow = TheLiveWorld.contacts().filter { $0.contains("ignited device 12") }
        #expect(
            left == ["7", "31"] && alert == nil && pow.count == 1,
            """
            \(name) armed and set off device 12\(pow.isEmpty ? ", which ACME's hardware never set off," : ""), \
            then listed \(left)\(alert.map { " with the alert \"\($0)\"" } ?? ""), where the app sets off \
            ACME's device 12 and lists ["7", "31"]: its default device controller is not ACME's
            """)
    }
}
