@_spi(Judge) import StandIns
import Testability
import Testing

@testable import Kata7Tests

/// Both versions, whatever `KATAS_VERSION` says: a comparison needs the two.
let bothVersions: [any Kata7Driver] = [KatasDriver(), SolutionDriver()]

extension Kata7Wiring {
    /// The before app listed the member's loans from the library, due as the
    /// device's calendar said, renewed through the library, and kept the
    /// member's order in the app's defaults. A refactoring may hand all that
    /// in, not change what the app does: the same taps must show the same
    /// screens and reach the library the same way, on both versions made
    /// with their defaults. Each version runs in a world of its own, with a
    /// library and defaults of its own.
    @Test("Whatever the member renews, the app's screen made with its defaults does as the before app did")
    func sameBehaviour() async throws {
        for title in ["Dune", "Middlemarch"] {
            var seen: [Version: Visit] = [:]
            for driver in bothVersions {
                let world = World(name: "the app on \(driver.version), renewing \(title)")
                seen[driver.version] = try await world.run {
                    let shown = try await driver.appsScreenShows()
                    let after = try await driver.appsScreenAfterRenewing(title)
                    return Visit(
                        shown: shown, after: after.shows, overdueFirst: after.overdueFirst,
                        contacts: world.contacts.map(\.description))
                }
            }
            guard let onKatas = seen[.katas], let onSolutions = seen[.solution] else { continue }
            #expect(
                onKatas == onSolutions,
                """
                Renewing "\(title)", the app's screen made with its defaults does otherwise on Solutions than on \
                Katas: \(onKatas.changes(to: onSolutions)). A refactoring must keep what the app does; one of the \
                versions' defaults changed it
                """)
        }
    }
}

/// What one visit of the app's screen did: it showed the loans; the member
/// renewed one, turned "Overdue first" off and opened the screen again.
struct Visit: Equatable {
    let shown: [String]
    let after: [String]
    let overdueFirst: Bool
    let contacts: [String]

    /// How `other` differs from this, in words.
    func changes(to other: Visit) -> String {
        differences([
            ("the screen showed", "\(shown)", "\(other.shown)"),
            ("opened again, it showed", "\(after)", "\(other.after)"),
            ("\"Overdue first\" was then", overdueFirst ? "on" : "off", other.overdueFirst ? "on" : "off"),
            ("the library was sent", "\(contacts)", "\(other.contacts)"),
        ])
    }
}
