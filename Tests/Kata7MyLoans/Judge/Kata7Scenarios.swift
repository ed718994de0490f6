import Testability
import Testing

@testable import Kata7Tests

/// Every driver the scenarios run on: the before version, then the after one.
let drivers: [any Kata7Driver] = versions([KatasDriver(), SolutionDriver()])

/// Kata 7's behaviours, each written once and run on both versions.
///
/// Serialized, as every kata's suite is: the before version's library
/// client and its app defaults are one for the whole process. (Their state
/// is per test here; on a phone it is not.)
@MainActor
@Suite("Kata 7 · SwiftUI: @State, .task and Date.now → a model handed in", .serialized)
struct Kata7Scenarios {
    @Test("The screen lists each loan by its title, with when it is due", arguments: drivers)
    func listsLoans(on driver: any Kata7Driver) async {
        await check(
            driver.version, twins: [Lent("Dune", dueIn: 3), Lent("Emma", dueIn: 5)], [Lent("Kindred", dueIn: 4)],
            expecting: { $0.map { "\($0.title) · Due in \($0.days) days" } }
        ) { loans in
            try await shows(Shelf(loans: loans), on: driver)
        }
    }

    @Test("“Due in N days” counts days on the calendar, not spans of 24 hours", arguments: drivers)
    func calendarDays(on driver: any Kata7Driver) async {
        await check(
            driver.version, twins: 2, 3, expecting: { ["Dune · Due in \($0) days"] }
        ) { days in
            // At 20:00, a book due at 09:00 two days later is 37 hours away.
            try await shows(
                Shelf(loans: [Lent("Dune", dueIn: days, at: 9)]), at: Moment(20, 0, in: "Asia/Kathmandu"), on: driver)
        }
    }

    @Test("“Due today” turns into “Due tomorrow” at midnight, in the member's time zone", arguments: drivers)
    func midnight(on driver: any Kata7Driver) async {
        await check(
            driver.version,
            twins: Opening(at: Moment(23, 30, in: "Pacific/Auckland"), dueIn: 1, at: 10),
            Opening(at: Moment(0, 30, in: "America/Adak"), dueIn: 0, at: 10),
            expecting: { $0.dueIn == 1 ? ["Dune · Due tomorrow"] : ["Dune · Due today"] }
        ) { opening in
            try await shows(
                Shelf(loans: [Lent("Dune", dueIn: opening.dueIn, at: opening.hour)]), at: opening.at, on: driver)
        }
    }

    @Test("Overdue loans say by how many days, and come first, each part in the library's order", arguments: drivers)
    func overdueFirst(on driver: any Kata7Driver) async {
        await check(
            driver.version, twins: 2, 5,
            expecting: { late in
                [
                    "Kindred · Overdue by 1 day", "Dune · Overdue by \(late) days", "Emma · Due in 3 days",
                    "Persuasion · Due today", "Dune · Due in 7 days",
                ]
            }
        ) { late in
            // Two books share a title; one is due today, neither late nor
            // overdue.
            let loans = [
                Lent("Emma", dueIn: 3), Lent("Kindred", dueIn: -1), Lent("Persuasion", dueIn: 0),
                Lent("Dune", dueIn: -late), Lent("Dune", dueIn: 7),
            ]
            return try await shows(Shelf(loans: loans), on: driver)
        }
    }

    @Test(
        "Turning “Overdue first” off lists the loans in the library's order, and the screen opened again remembers it",
        arguments: drivers)
    func orderRemembered(on driver: any Kata7Driver) async {
        await check(
            driver.version, twins: true, false,
            expecting: { turnedOff in
                turnedOff
                    ? Ordered(overdueFirst: false, titles: ["Dune", "Middlemarch", "The Dispossessed"])
                    : Ordered(overdueFirst: true, titles: ["Middlemarch", "Dune", "The Dispossessed"])
            }
        ) { turnOff in
            let screen = try await driver.screen(of: .theMembers, at: nil)
            return Probe(
                act: {
                    try await screen.appear()
                    if turnOff { try await screen.tapOverdueFirst() }
                    try await screen.reopen()
                },
                observe: { Ordered(overdueFirst: try await screen.overdueFirst(), titles: try await screen.titles()) })
        }
    }

    @Test("With no loans, the screen says “No loans. Happy reading!”", arguments: drivers)
    func noLoans(on driver: any Kata7Driver) async {
        await check(
            driver.version, twins: [], [Lent("Dune", dueIn: 3)],
            expecting: { $0.isEmpty ? ["No loans. Happy reading!"] : ["Dune · Due in 3 days"] }
        ) { loans in
            try await shows(Shelf(loans: loans), on: driver)
        }
    }

    @Test("When the library cannot be reached, or says no, the screen says why", arguments: drivers)
    func failure(on driver: any Kata7Driver) async {
        await check(
            driver.version, twins: Answer.offline, Answer.refused("Your card has expired"),
            expecting: {
                ["Couldn't load your loans: \($0 == .offline ? "you're offline" : "Your card has expired")"]
            }
        ) { answer in
            try await shows(Shelf(loans: [Lent("Dune", dueIn: 3)], answer: answer), on: driver)
        }
    }

    @Test("Retry asks the library again, and lists what it answers", arguments: drivers)
    func retry(on driver: any Kata7Driver) async {
        await check(
            driver.version, twins: "Dune", "Emma", expecting: { ["\($0) · Due in 3 days"] }
        ) { title in
            let screen = try await driver.screen(
                of: Shelf(loans: [Lent(title, dueIn: 3)], answer: .offlineOnce), at: nil)
            return Probe(
                act: {
                    try await screen.appear()
                    try await screen.tapRetry()
                },
                observe: screen.shows)
        }
    }

    @Test("Renew asks the library to renew that loan, and only that one", arguments: drivers)
    func renewsThatLoan(on driver: any Kata7Driver) async {
        await check(
            driver.version, twins: "Dune", "The Dispossessed", expecting: { [$0] }
        ) { title in
            let screen = try await driver.screen(of: .theMembers, at: nil)
            return Probe(
                act: {
                    try await screen.appear()
                    try await screen.tapRenew(title)
                },
                observe: screen.renewed)
        }
    }

    @Test("A renewed loan shows its new due date; a refused one, the library's reason", arguments: drivers)
    func renewal(on driver: any Kata7Driver) async {
        await check(
            driver.version, twins: Renewal.granted, Renewal.refused("Reserved by another member"),
            expecting: { renewal in
                switch renewal {
                case .granted: ["Dune · Due in 15 days", "Emma · Due in 3 days"]
                case .refused(let reason): ["Dune · Due tomorrow · Not renewed: \(reason)", "Emma · Due in 3 days"]
                }
            }
        ) { renewal in
            let refusal = if case .refused(let reason) = renewal { reason } else { String?.none }
            let shelf = Shelf(loans: [Lent("Dune", dueIn: 1), Lent("Emma", dueIn: 3)], refusal: refusal)
            return try await shows(shelf, on: driver) { screen in try await screen.tapRenew("Dune") }
        }
    }

    @Test("“Loading…” shows until the library answers", arguments: drivers)
    func loading(on driver: any Kata7Driver) async {
        await check(
            driver.version, twins: "Dune", "Emma", expecting: { ["Loading…", "\($0) · Due in 3 days"] }
        ) { title in
            let screen = try await driver.screen(of: Shelf(loans: [Lent(title, dueIn: 3)], answer: .held), at: nil)
            var during: [String] = []
            return Probe(
                act: {
                    try await screen.appear()
                    during = try await screen.shows()
                    try await screen.finishLoading()
                },
                observe: { during + (try await screen.shows()) })
        }
    }

    /// A probe that opens the screen of `shelf` at `now`, lets it appear,
    /// does `then`, and reads what the screen shows.
    private func shows(
        _ shelf: Shelf, at now: Moment? = nil, on driver: any Kata7Driver,
        then: @escaping @MainActor (ScreenUnderTest) async throws -> Void = { _ in }
    ) async throws -> Probe<[String]> {
        let screen = try await driver.screen(of: shelf, at: now)
        return Probe(
            act: {
                try await screen.appear()
                try await then(screen)
            },
            observe: screen.shows)
    }
}

/// The screen opened at a time, with a loan due some days later at an hour.
struct Opening: CustomStringConvertible {
    let at: Moment
    let dueIn: Int
    let hour: Int

    init(at: Moment, dueIn: Int, at hour: Int) {
        self.at = at
        self.dueIn = dueIn
        self.hour = hour
    }

    var description: String { "opened at \(at), a loan due \(dueIn == 0 ? "that day" : "the next day") at \(hour):00" }
}

/// How the library answers a renewal.
enum Renewal: CustomStringConvertible {
    case granted
    case refused(String)

    var description: String {
        switch self {
        case .granted: "granted"
        case .refused(let reason): "refused: \"\(reason)\""
        }
    }
}

/// Whether "Overdue first" is on, and the titles in the order listed.
struct Ordered: Equatable, CustomStringConvertible {
    let overdueFirst: Bool
    let titles: [String]

    var description: String { "“Overdue first” \(overdueFirst ? "on" : "off"), listing \(titles)" }
}

extension ScreenUnderTest {
    /// The titles the screen lists, in order: each row's line up to its
    /// first " · ".
    fileprivate func titles() async throws -> [String] {
        try await shows().map { String($0.split(separator: " · ").first ?? "") }
    }
}
