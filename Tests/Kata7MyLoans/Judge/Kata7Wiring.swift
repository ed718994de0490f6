import StandIns
import Testability
import Testing

@testable import Kata7Tests

/// Both versions of the app, as the wiring check runs them.
let apps = drivers.map { TheApp($0, on: $0.version) }

/// The app's own wiring, on both versions: what the screen gets when the app
/// makes it with nothing, `LoansView()`. The scenarios hand every version
/// the test's library, "now", calendar and preferences; this check makes
/// sure a refactoring still gives the app its real ones. It judges no
/// testability: it reaches the library and the app's defaults on purpose,
/// in a world of its own, on a device 9½ hours behind UTC
/// (`DeviceTimeZone.identifier`). There a calendar pinned to UTC reads
/// "The Dispossessed", due at 23:30 in nine days, as due in ten until
/// 14:30, and from then "Dune", due at 00:30 tomorrow, as due today.
@MainActor
@Suite("Kata 7 · The app's wiring, on both versions", .serialized, .appAsShipped)
struct Kata7Wiring {
    @Test(
        "The app's screen, made with nothing, lists the member's loans from the library client, due as the device's calendar says",
        arguments: apps)
    func screen(in app: TheApp<any Kata7Driver>) async throws {
        let shows = try await app.driver.appsScreenShows()
        #expect(
            shows == ["Middlemarch · Overdue by 2 days", "Dune · Due tomorrow", "The Dispossessed · Due in 9 days"],
            """
            The app's screen, made with nothing, on a device in \(DeviceTimeZone.identifier), shows \(shows), where \
            the library client holds the member's three loans, overdue first, due as that zone's calendar says: its \
            default library, "now" or calendar is not the app's
            """)
        let contacts = TheLiveWorld.contacts()
        #expect(
            contacts == ["library: GET /loans"],
            "The app's screen, made with nothing, reached \(contacts): its default library is not the library client")
    }

    @Test(
        "The app's screen, made with nothing, renews through the library client, and keeps the order in the app's defaults",
        arguments: apps)
    func renewsAndRemembers(in app: TheApp<any Kata7Driver>) async throws {
        let after = try await app.driver.appsScreenAfterRenewing("Dune")
        let stored = AppDefaults.standard.object(forKey: "loans.overdueFirst") as? Bool
        #expect(
            after.shows == [
                "Dune · Due in 15 days", "Middlemarch · Overdue by 2 days", "The Dispossessed · Due in 9 days",
            ]
                && !after.overdueFirst && stored == false,
            """
            The member renewed "Dune" on the app's screen, made with nothing, turned "Overdue first" off and opened \
            the screen again, which shows \(after.shows), "Overdue first" \(after.overdueFirst ? "on" : "off"), \
            with \(stored.map { "\($0)" } ?? "nothing") under "loans.overdueFirst" in the app's defaults: its default \
            library or preferences are not the app's
            """)
    }
}
