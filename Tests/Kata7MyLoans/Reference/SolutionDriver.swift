import Foundation
import LibraryService
import StandIns
import Testability

@testable import Kata7Solution
@testable import Kata7Tests

/// Reaches Kata 7's reference refactoring: its screen, shown in a host, with
/// a model handed a library double, "now", a calendar in the scenario's
/// time zone and preferences of its own. The library service is never
/// reached.
struct SolutionDriver: Kata7Driver {
    let version = Version.solution

    func screen(of shelf: Shelf, at now: Moment?) throws -> ScreenUnderTest {
        let moment = now ?? .noon
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: moment.zone) ?? .gmt
        let day = DateComponents(year: 2027, month: 1, day: 15)
        let opening = calendar.date(from: day.at(moment.hour, moment.minute)) ?? .now
        let loans = shelf.loans.enumerated().map { index, lent in
            let due = calendar.date(from: day.at(lent.hour, lent.minute)) ?? opening
            return Loan(
                id: "loan-\(index + 1)", title: lent.title,
                due: calendar.date(byAdding: .day, value: lent.days, to: due) ?? due)
        }
        let library = ReferenceLibrary(loans, answer: shelf.answer, refusal: shelf.refusal)
        let preferences = ReferencePreferences()
        return ScreenUnderTest(
            showing: {
                LoansView(
                    model: LoansModel(library: library, now: { opening }, calendar: calendar, preferences: preferences))
            },
            appear: { host in
                guard shelf.answer == .held else { return try await host.appear() }
                try host.show()
                await library.untilHeld()
            },
            finishLoading: { host in
                library.finishHeld()
                try await host.untilTasksEnd()
            },
            renewed: { library.renewed })
    }

    func appsScreenShows() async throws -> [String] {
        try await ScreenReading.appsScreenShows { LoansView() }
    }

    func appsScreenAfterRenewing(_ title: String) async throws -> (shows: [String], overdueFirst: Bool) {
        try await ScreenReading.appsScreenAfterRenewing(title) { LoansView() }
    }
}

extension DateComponents {
    /// This day at `hour`:`minute`.
    fileprivate func at(_ hour: Int, _ minute: Int) -> DateComponents {
        DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
    }
}
