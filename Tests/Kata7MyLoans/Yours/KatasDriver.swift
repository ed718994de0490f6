import LibraryService
import StandIns
import Testability

@testable import Kata7

/// Reaches Kata 7's before version the only way it offers: its screen, shown
/// in a host, read and tapped as a user would. The screen asks
/// `LibraryClient.shared`, and works out what is due from `Date.now` and
/// `Calendar.current`.
struct KatasDriver: Kata7Driver {
    let version = Version.katas

    func screen(of shelf: Shelf, at now: Moment?) throws -> ScreenUnderTest {
        ScreenUnderTest(
            showing: { LoansView() },
            appear: { host in
                try await host.appear()
                // The screen has already asked the live library.
                if let now {
                    throw NoSeam.cannotControl(
                        "the screen works out what is due from `Date.now` and `Calendar.current`; a test cannot "
                            + "make it \(now)",
                        missing: "\"now\" and a calendar handed to the screen's model, which a test chooses")
                }
                guard shelf == .theMembers else {
                    throw NoSeam.cannotControl(
                        "the screen asks `LibraryClient.shared`, which answers with the member's loans on the live "
                            + "server; a test can neither choose them, nor take the library offline or hold its answer",
                        missing: "the library handed to the screen's model, which a test answers as it chooses")
                }
            },
            renewed: {
                // Only the live server knows what it renewed.
                try await LibraryClient.shared.loans().filter { $0.renewals > 0 }.map(\.title)
            })
    }
}
