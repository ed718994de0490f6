@_spi(Judge) import StandIns
import Testability
import Testing

@testable import Kata4Tests

/// Both versions, whatever `KATAS_VERSION` says: a comparison needs the two.
let bothVersions: [any Kata4Driver] = [KatasDriver(), SolutionDriver()]

/// What a user may do at ACME's firing range, tap by tap: the wiring check's
/// run, commands before any scan, an unarmed device, an armed one kept over
/// a new scan, arming a device no scan found, two devices, arming twice, and
/// igniting a device out of range: one no scan found, one before any scan,
/// and one that already went off, before and after a new scan.
let userSessions: [UserSession] = [
    [.scan, .arm("12"), .ignite("12"), .scan],
    [.arm("7"), .scan, .ignite("7"), .arm("7"), .ignite("7"), .scan],
    [.scan, .arm("31"), .scan, .ignite("31"), .arm("99"), .scan],
    [.scan, .arm("7"), .arm("12"), .ignite("12"), .ignite("7")],
    [.scan, .arm("7"), .arm("7"), .ignite("7")],
    [.ignite("7"), .scan, .ignite("99"), .arm("99"), .ignite("31")],
    [.scan, .arm("7"), .ignite("7"), .ignite("7"), .scan, .ignite("7"), .arm("7")],
]

extension Kata4Wiring {
    /// The before app commanded ACME's devices in range through ACME's own
    /// SDK. A refactoring may put a protocol in between, not change what the
    /// user sees or what the devices do: the same taps must give the same
    /// lists, alerts and devices armed and set off on both versions, their
    /// view models and their screens made with their defaults. Each runs at
    /// a firing range of its own (a fresh world), so neither spends the
    /// other's devices.
    @Test(
        "Whatever the user taps, the app made with its defaults shows and sets off what the before app did",
        arguments: userSessions)
    func sameBehaviour(whenTheUserTaps session: UserSession) async throws {
        for made in ["view model", "screen"] {
            var seen: [Version: DetonatorBehaviour] = [:]
            for driver in bothVersions {
                let range = World(name: "ACME's firing range, for the \(made) on \(driver.version)")
                seen[driver.version] = try await range.run {
                    let detonator = made == "screen" ? try await driver.appsScreen() : try await driver.appsDetonator()
                    return try await behaviour(of: detonator, doing: session, at: range)
                }
            }
            guard let onKatas = seen[.katas], let onSolutions = seen[.solution] else { return }
            #expect(
                onKatas == onSolutions,
                """
                Tapping \(session), the app's \(made), made with its defaults, does otherwise on Solutions than on \
                Katas: \(onKatas.changes(to: onSolutions)). A refactoring must keep what the app does; one of the versions' \
                defaults changed it
                """)
        }
    }

    /// What the detonator showed after each tap, and what ACME's devices did.
    private func behaviour(of detonator: AppsDetonator, doing session: UserSession, at range: World) async throws
        -> DetonatorBehaviour
    {
        var shown: [String] = []
        for step in session.steps {
            switch step {
            case .scan: try await detonator.scan()
            case .arm(let id): try await detonator.arm(id)
            case .ignite(let id): try await detonator.ignite(id)
            }
            let alert = try await detonator.alert()
            shown.append(
                "lists \(try await detonator.listed()) with \(alert.map { "the alert \"\($0)\"" } ?? "no alert")")
        }
        // A device told to go off while unarmed stays put: only what changes
        // a device counts.
        let devices = range.contacts.map(\.what).filter { $0.hasPrefix("armed device") || $0.hasPrefix("ignited") }
        return DetonatorBehaviour(steps: session.steps, shown: shown, devices: devices)
    }
}

/// The taps of one user, in order.
struct UserSession: Sendable, ExpressibleByArrayLiteral, CustomTestStringConvertible, CustomStringConvertible {
    /// One tap: "Scan", or a device's row then "Arm" or "Ignite".
    enum Step: Equatable, Sendable, CustomStringConvertible {
        case scan
        case arm(String)
        case ignite(String)

        var description: String {
            switch self {
            case .scan: "Scan"
            case .arm(let id): "Arm \(id)"
            case .ignite(let id): "Ignite \(id)"
            }
        }
    }

    let steps: [Step]

    init(arrayLiteral steps: Step...) {
        self.steps = steps
    }

    var description: String { steps.map(\.description).joined(separator: ", ") }
    var testDescription: String { description }
}

/// What the app's detonator did for one session.
struct DetonatorBehaviour: Equatable {
    let steps: [UserSession.Step]
    /// What it showed after each tap.
    let shown: [String]
    /// What ACME's devices did: armed, set off.
    let devices: [String]

    /// How `after` differs from this, in words.
    func changes(to after: DetonatorBehaviour) -> String {
        differences(
            zip(steps, zip(shown, after.shown)).map { step, shown in ("after \(step) it", shown.0, shown.1) }
                + [("ACME's devices were", "\(devices)", "\(after.devices)")])
    }
}
