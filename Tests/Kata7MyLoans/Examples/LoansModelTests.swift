import Foundation
import LibraryService
import StandIns
import Testability
import Testing

@testable import Kata7Solution

/// Plain unit tests of the loans screen's model, as an app's test target
/// would have them: a fake library, a fixed "now", a calendar of their own,
/// preferences in memory. None depends on the machine's clock or time zone.
/// The last one renders the screen once, to check that the view shows the
/// model and hands it the member's taps.
@MainActor
@Suite("Kata 7 · The loans model's unit tests", .unitTests)
struct LoansModelTests {
    let library = FakeLibrary()
    let preferences = FakePreferences()
    let auckland = calendar(in: "Pacific/Auckland")

    /// 20:00 on 15 January 2027, in Auckland.
    var evening: Date { date(15, 20, 0) }

    /// `day` January 2027 at `hour`:`minute`, in Auckland.
    func date(_ day: Int, _ hour: Int, _ minute: Int) -> Date {
        auckland.date(from: DateComponents(year: 2027, month: 1, day: day, hour: hour, minute: minute)) ?? .distantPast
    }

    func model(at now: Date? = nil) -> LoansModel {
        let now = now ?? evening
        return LoansModel(library: library, now: { now }, calendar: auckland, preferences: preferences)
    }

    @Test("Until the library answers, the screen is loading; then it lists the loans")
    func loads() async {
        library.shelf = [Loan(id: "1", title: "Dune", due: date(18, 12, 0))]
        let model = model()
        #expect(model.screen == .loading)
        await model.load()
        #expect(model.screen == .loans([LoanRow(id: "1", title: "Dune", due: "Due in 3 days", note: nil)]))
    }

    @Test(
        "A due date counts days on the calendar, in the calendar's time zone",
        arguments: [
            (16, 9, 0, "Due tomorrow"), (15, 23, 59, "Due today"), (17, 0, 1, "Due in 2 days"),
            (14, 23, 59, "Overdue by 1 day"), (13, 0, 0, "Overdue by 2 days"),
        ])
    func dueText(day: Int, hour: Int, minute: Int, says: String) {
        let loan = Loan(id: "1", title: "Dune", due: date(day, hour, minute))
        #expect(loan.dueText(on: evening, in: auckland) == says)
    }

    @Test("At midnight in the member's time zone, “Due tomorrow” becomes “Due today”")
    func midnight() {
        let loan = Loan(id: "1", title: "Dune", due: date(16, 10, 0))
        #expect(loan.dueText(on: date(15, 23, 30), in: auckland) == "Due tomorrow")
        #expect(loan.dueText(on: date(16, 0, 30), in: auckland) == "Due today")
    }

    @Test("Overdue loans come first, then the rest, each in the library's order; turned off, the library's order")
    func overdueFirst() async {
        library.shelf = [
            Loan(id: "1", title: "Emma", due: date(18, 12, 0)), Loan(id: "2", title: "Kindred", due: date(14, 12, 0)),
            Loan(id: "3", title: "Persuasion", due: date(15, 9, 0)), Loan(id: "4", title: "Dune", due: date(13, 12, 0)),
            Loan(id: "5", title: "Dune", due: date(20, 12, 0)),
        ]
        let model = model()
        await model.load()
        #expect(model.screen.rows.map(\.id) == ["2", "4", "1", "3", "5"])
        model.overdueFirst = false
        #expect(model.screen.rows.map(\.id) == ["1", "2", "3", "4", "5"])
        #expect(preferences.overdueFirst == false)
    }

    @Test("The order the member chose is the one a new screen starts with")
    func orderRemembered() {
        preferences.overdueFirst = false
        #expect(model().overdueFirst == false)
    }

    @Test("No loans: the screen says so, in those words")
    func empty() async throws {
        let model = model()
        await model.load()
        #expect(model.screen == .empty)
        let host = UIHostingController(rootView: LoansView(model: model))
        #expect(try host.texts == ["No loans. Happy reading!"])
    }

    @Test("Loading again, the screen says “Loading…” until the library answers")
    func loadingAgain() async {
        library.failures = [.offline]
        let model = model()
        await model.load()
        var whileAsked: LoansScreen?
        library.whenAsked = { whileAsked = model.screen }
        await model.load()
        #expect(whileAsked == .loading)
        #expect(model.screen == .empty)
    }

    @Test(
        "A failed load says why, and loading again lists the loans",
        arguments: [
            (LibraryError.offline, "Couldn't load your loans: you're offline"),
            (.refused("Your card has expired"), "Couldn't load your loans: Your card has expired"),
        ])
    func failure(error: LibraryError, says: String) async {
        library.failures = [error]
        library.shelf = [Loan(id: "1", title: "Dune", due: date(18, 12, 0))]
        let model = model()
        await model.load()
        #expect(model.screen == .failed(says))
        await model.load()
        #expect(model.screen.titles == ["Dune"])
    }

    @Test("Renewing a loan asks the library for that loan alone, and shows its new due date")
    func renews() async {
        library.shelf = [
            Loan(id: "1", title: "Dune", due: date(16, 12, 0)), Loan(id: "2", title: "Emma", due: date(18, 12, 0)),
        ]
        let model = model()
        await model.load()
        await model.renew("1")
        #expect(library.renewed == ["1"])
        #expect(model.screen.rows.map(\.due) == ["Due in 15 days", "Due in 3 days"])
    }

    @Test("A refused renewal keeps the due date and says why, on the screen too, until a renewal goes through")
    func refused() async throws {
        library.shelf = [Loan(id: "1", title: "Dune", due: date(16, 12, 0))]
        library.refusals = ["Reserved by another member"]
        let model = model()
        await model.load()
        await model.renew("1")
        #expect(
            model.screen.rows == [
                LoanRow(id: "1", title: "Dune", due: "Due tomorrow", note: "Not renewed: Reserved by another member")
            ])
        let host = UIHostingController(rootView: LoansView(model: model))
        #expect(try host.texts == ["Dune", "Due tomorrow", "Not renewed: Reserved by another member"])
        await model.renew("1")
        #expect(model.screen.rows == [LoanRow(id: "1", title: "Dune", due: "Due in 15 days", note: nil)])
    }

    @Test("The screen shows its model, and hands it the member's taps")
    func renders() async throws {
        library.shelf = [
            Loan(id: "1", title: "Dune", due: date(16, 12, 0)), Loan(id: "2", title: "Emma", due: date(13, 12, 0)),
        ]
        let host = UIHostingController(rootView: LoansView(model: model()))
        try await host.appear()
        #expect(try host.texts == ["Emma", "Overdue by 2 days", "Dune", "Due tomorrow"])
        try host.find(viewWithId: "1").find(button: "Renew").tap()
        await host.untilChanged()
        #expect(try host.find(viewWithId: "1").texts == ["Dune", "Due in 15 days"])
        try host.find(toggle: "Overdue first").tap()
        #expect(try host.texts == ["Dune", "Due in 15 days", "Emma", "Overdue by 2 days"])
    }

    @Test("The screen says “Loading…” until the library answers, and Retry loads again")
    func rendersLoadingAndRetry() async throws {
        library.failures = [.offline]
        library.shelf = [Loan(id: "1", title: "Dune", due: date(16, 12, 0))]
        let host = UIHostingController(rootView: LoansView(model: model()))
        try host.show()
        #expect(try host.texts == ["Loading…"])
        try await host.untilTasksEnd()
        #expect(try host.texts == ["Couldn't load your loans: you're offline"])
        try host.find(button: "Retry").tap()
        await host.untilChanged()
        #expect(try host.texts == ["Dune", "Due tomorrow"])
    }
}

@MainActor
extension LoansScreen {
    /// The rows shown, if any.
    var rows: [LoanRow] {
        if case .loans(let rows) = self { rows } else { [] }
    }

    /// The titles listed, in order.
    var titles: [String] { rows.map(\.title) }
}

/// A Gregorian calendar in the time zone named `zone`.
private func calendar(in zone: String) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? .gmt
    return calendar
}

/// A fake library: it fails with the errors it is given, in turn, then
/// answers with its shelf; it refuses renewals with the reasons it is
/// given, in turn, then renews for two weeks.
@MainActor
final class FakeLibrary: LoanLibrary {
    var shelf: [Loan] = []
    var failures: [LibraryError] = []
    var refusals: [String] = []
    /// Runs each time the loans are asked for, before the answer.
    var whenAsked: (@MainActor () -> Void)?
    /// The ids of the loans renewed, oldest first.
    private(set) var renewed: [Loan.ID] = []

    func loans() async throws(LibraryError) -> [Loan] {
        whenAsked?()
        if !failures.isEmpty { throw failures.removeFirst() }
        return shelf
    }

    func renew(_ id: Loan.ID) async throws(LibraryError) -> Loan {
        if !refusals.isEmpty { throw .refused(refusals.removeFirst()) }
        guard let index = shelf.firstIndex(where: { $0.id == id }) else { throw .refused("No such loan") }
        renewed.append(id)
        shelf[index] = Loan(id: id, title: shelf[index].title, due: shelf[index].due.addingTimeInterval(14 * 86_400))
        return shelf[index]
    }
}

/// Preferences kept in memory.
@MainActor
final class FakePreferences: LoanPreferences {
    var overdueFirst = true
}
