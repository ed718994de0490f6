import Testability
import Testing

@testable import Kata2Tests

/// Every driver the scenarios run on: the before version, then the after one.
let drivers: [any Kata2Driver] = versions([KatasDriver(), SolutionDriver()])

/// Kata 2's behaviours, each written once and run on both versions.
///
/// Serialized, like every suite of the workbook: in an app, the before
/// version's static search and keychain are each one for every caller, and
/// tests that reach them at once disturb each other. The stand-ins keep both
/// per test, so here the order guards what a refactoring might add, such as
/// a static cache of results.
@MainActor
@Suite("Kata 2 · Static method → injected closure", .serialized)
struct Kata2Scenarios {
    @Test("The search receives exactly the query the user typed, spaces and accents included", arguments: drivers)
    func searchSendsTheQuery(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: "  fancy restaurant ", "Café Nube",
            expecting: { [$0] }
        ) { query in
            let list = try await driver.searchResults()
            return Probe(act: { try await list.search(query) }, observe: list.queriesSent)
        }
    }

    @Test("An empty answer empties the table", arguments: drivers)
    func emptyAnswer(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: ["Sushi Ko", "Café Nube"], ["Burger Bar"],
            expecting: { Emptied(before: $0, after: []) }
        ) { earlier in
            let list = try await driver.searchResults()
            try await list.search("sushi")
            try await list.answer(0, .places(earlier))
            var before: [String] = []
            return Probe(
                act: {
                    before = try await list.rows()
                    try await list.search("nothing like it")
                    try await list.answer(1, .places([]))
                },
                observe: { Emptied(before: before, after: try await list.rows()) }
            )
        }
    }

    @Test("Results fill the table in order, each cell showing its result", arguments: drivers)
    func resultsFillTheTable(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            // Two places may share a name, two Burger Bars in two streets:
            // each is a row of its own.
            twins: ["Le Jardin", "Fancy Restaurant Lumière", "Café Nube"], ["Burger Bar", "Pho 24", "Burger Bar"],
            expecting: { $0 }
        ) { places in
            let list = try await driver.searchResults()
            return Probe(
                act: {
                    try await list.search("fancy restaurant")
                    try await list.answer(0, .places(places))
                },
                observe: list.rows
            )
        }
    }

    @Test("An error empties the table, clearing earlier results", arguments: drivers)
    func errorClearsTheTable(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: ["Sushi Ko", "Café Nube"], ["Burger Bar"],
            expecting: { Emptied(before: $0, after: []) }
        ) { earlier in
            let list = try await driver.searchResults()
            try await list.search("sushi")
            try await list.answer(0, .places(earlier))
            var before: [String] = []
            return Probe(
                act: {
                    before = try await list.rows()
                    try await list.search("tacos")
                    try await list.answer(1, .failure)
                },
                observe: { Emptied(before: before, after: try await list.rows()) }
            )
        }
    }

    @Test("The table reloads when the answer arrives, and not before", arguments: drivers)
    func reloadsOnAnswer(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: Answer.places(["Taco Sol"]), Answer.failure,
            expecting: { answer in
                let rows = if case .places(let places) = answer { places } else { [String]() }
                return Reloads(whileWaiting: 0, afterTheAnswer: 1, rows: rows)
            }
        ) { answer in
            let list = try await driver.searchResults()
            var whileWaiting = -1
            return Probe(
                act: {
                    try await list.search("tacos")
                    whileWaiting = try await list.reloads()
                    try await list.answer(0, answer)
                },
                observe: {
                    Reloads(
                        whileWaiting: whileWaiting, afterTheAnswer: try await list.reloads(),
                        rows: try await list.rows())
                }
            )
        }
    }

    @Test("A second search's answer replaces the first's", arguments: drivers)
    func secondSearchReplacesTheFirst(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: Race(older: .places(["Sushi Ko", "Café Nube"]), newer: ["Taco Sol"]),
            Race(older: .places(["Burger Bar"]), newer: ["Pho 24", "Le Jardin"]),
            expecting: { $0.newer }
        ) { race in
            let list = try await driver.searchResults()
            return Probe(
                act: {
                    try await list.search("sushi")
                    try await list.answer(0, race.older)
                    try await list.search("tacos")
                    try await list.answer(1, .places(race.newer))
                },
                observe: list.rows
            )
        }
    }

    @Test("A late answer to an older search leaves the newer results alone", arguments: drivers)
    func lateAnswerIsDropped(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: Race(older: .places(["Sushi Ko", "Café Nube"]), newer: ["Taco Sol"]),
            Race(older: .failure, newer: ["Pho 24", "Le Jardin"]),
            expecting: { $0.newer }
        ) { race in
            let list = try await driver.searchResults()
            return Probe(
                act: {
                    try await list.search("sushi")
                    try await list.search("tacos")
                    try await list.answer(1, .places(race.newer))
                    try await list.answer(0, race.older)
                },
                observe: list.rows
            )
        }
    }

    @Test("An answer to an older search, arriving first, is not shown", arguments: drivers)
    func earlyStaleAnswerIsDropped(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: Searches(["sushi", "tacos"], olderFinds: ["Sushi Ko", "Café Nube"]),
            Searches(["burgers", "pho"], olderFinds: ["Burger Bar"]),
            expecting: { AfterSearch(queriesSent: $0.queries, rows: []) }
        ) { searches in
            let list = try await driver.searchResults()
            return Probe(
                act: {
                    for query in searches.queries { try await list.search(query) }
                    try await list.answer(0, .places(searches.olderFinds))
                },
                observe: { AfterSearch(queriesSent: try await list.queriesSent(), rows: try await list.rows()) }
            )
        }
    }

    @Test("A blank search sends nothing and keeps the results shown", arguments: drivers)
    func blankSearchIsIgnored(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: Searches(["sushi", ""], olderFinds: ["Sushi Ko"]),
            Searches(["pho", " \t\n "], olderFinds: ["Pho 24", "Le Jardin"]),
            expecting: { AfterSearch(queriesSent: [$0.queries[0]], rows: $0.olderFinds) }
        ) { searches in
            let list = try await driver.searchResults()
            try await list.search(searches.queries[0])
            try await list.answer(0, .places(searches.olderFinds))
            return Probe(
                act: { try await list.search(searches.queries[1]) },
                observe: { AfterSearch(queriesSent: try await list.queriesSent(), rows: try await list.rows()) }
            )
        }
    }

    @Test("A blank search leaves the search still on its way to land", arguments: drivers)
    func blankSearchKeepsThePending(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: Searches(["sushi", ""], olderFinds: ["Sushi Ko"]),
            Searches(["pho", " \t\n "], olderFinds: ["Pho 24", "Le Jardin"]),
            expecting: { AfterSearch(queriesSent: [$0.queries[0]], rows: $0.olderFinds) }
        ) { searches in
            let list = try await driver.searchResults()
            try await list.search(searches.queries[0])
            return Probe(
                act: {
                    try await list.search(searches.queries[1])
                    try await list.answer(0, .places(searches.olderFinds))
                },
                observe: { AfterSearch(queriesSent: try await list.queriesSent(), rows: try await list.rows()) }
            )
        }
    }

    @Test("Searching again for the same query sends it again, so a failed search can be retried", arguments: drivers)
    func sameQueryIsSentAgain(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: Searches(["tacos", "tacos"], olderFinds: ["Taco Sol"]),
            Searches(["Café Nube", "Café Nube"], olderFinds: ["Café Nube"]),
            expecting: { AfterSearch(queriesSent: $0.queries, rows: $0.olderFinds) }
        ) { searches in
            let list = try await driver.searchResults()
            try await list.search(searches.queries[0])
            try await list.answer(0, .failure)
            return Probe(
                act: {
                    try await list.search(searches.queries[1])
                    try await list.answer(1, .places(searches.olderFinds))
                },
                observe: { AfterSearch(queriesSent: try await list.queriesSent(), rows: try await list.rows()) }
            )
        }
    }

    @Test("A search sent before another list's still fills its own table when its answer arrives", arguments: drivers)
    func eachListKeepsItsSearches(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: ["Le Jardin", "Café Nube"], ["Pho 24"],
            expecting: { $0 }
        ) { places in
            let list = try await driver.searchResults()
            try await list.search("fancy restaurant")
            return Probe(act: { try await list.answer(0, .places(places)) }, observe: list.rows)
        }
    }

    @Test("Searching from the screen fills its table with the places found", arguments: drivers)
    func screenShowsThePlaces(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: ["Le Jardin", "Café Nube"], ["Pho 24"],
            expecting: { $0 }
        ) { places in
            let screen = try await driver.searchScreen()
            return Probe(
                act: {
                    try await screen.appear()
                    try await screen.search("fancy restaurant")
                    try await screen.answer(0, .places(places))
                },
                observe: screen.rows
            )
        }
    }

    @Test("Saving the search token hands the keychain the token under the app's account", arguments: drivers)
    func tokenGoesToTheKeychain(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            // The second as read from a file, its line end included: the
            // keychain keeps the secret exactly as it was handed over.
            twins: "tok-1234", "tok-2c8f6e1a-9b7d-4e03-a5f1-0d2c7e9b4a61\n",
            expecting: { [KeychainItem(service: "com.example.search", account: "api-token", secret: $0)] }
        ) { token in
            let store = try await driver.tokenStore()
            return Probe(act: { _ = try await store.save(token) }, observe: store.itemsHeld)
        }
    }

    @Test("Saving a second token is refused, and the keychain keeps the first", arguments: drivers)
    func secondTokenIsRefused(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: "tok-1234", "tok-2c8f6e1a-9b7d-4e03-a5f1-0d2c7e9b4a61",
            expecting: { first in
                AfterSaving(
                    refusal: "a token is already saved; the keychain keeps the old one",
                    items: [KeychainItem(service: "com.example.search", account: "api-token", secret: first)])
            }
        ) { first in
            let store = try await driver.tokenStore()
            _ = try await store.save(first)
            var refusal: String?
            return Probe(
                act: { refusal = try await store.save("tok-9999") },
                observe: { AfterSaving(refusal: refusal, items: try await store.itemsHeld()) }
            )
        }
    }

    @Test("A token the keychain refuses is reported with the keychain's status", arguments: drivers)
    func keychainRefusalIsReported(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: Int32(-50), Int32(-34_018),
            expecting: { status -> String? in "the keychain refused the token (status \(status))" }
        ) { status in
            let store = try await driver.tokenStore(keychainRefusingWith: status)
            var refusal: String?
            return Probe(act: { refusal = try await store.save("tok-1234") }, observe: { refusal })
        }
    }

    @Test(
        "A blank token is refused with a clear reason and never reaches the keychain; a real one is saved",
        arguments: drivers)
    func blankTokenIsRefused(on driver: any Kata2Driver) async {
        await check(
            driver.version,
            twins: " \t ", "tok-1234",
            expecting: { token in
                token.allSatisfy(\.isWhitespace)
                    ? AfterSaving(refusal: "the token is blank, so it was not saved", items: [])
                    : AfterSaving(
                        refusal: nil,
                        items: [KeychainItem(service: "com.example.search", account: "api-token", secret: token)])
            }
        ) { token in
            let store = try await driver.tokenStore()
            var refusal: String?
            return Probe(
                act: { refusal = try await store.save(token) },
                observe: { AfterSaving(refusal: refusal, items: try await store.itemsHeld()) })
        }
    }
}

/// Two searches one after the other: the answer to the older one, and the
/// places found by the newer one.
struct Race: CustomStringConvertible {
    let older: Answer
    let newer: [String]

    var description: String { "older search answered with \(older), newer with places \(newer)" }
}

/// Searches one after the other, and the places found by the first.
struct Searches: CustomStringConvertible {
    let queries: [String]
    let olderFinds: [String]

    init(_ queries: [String], olderFinds: [String]) {
        self.queries = queries
        self.olderFinds = olderFinds
    }

    var description: String {
        "searches \(queries.map(\.debugDescription).joined(separator: " then ")), the first finding \(olderFinds)"
    }
}

/// The queries the search service was sent, and the rows the table shows.
struct AfterSearch: Equatable, CustomStringConvertible {
    let queriesSent: [String]
    let rows: [String]

    var description: String { "queries sent \(queriesSent), rows shown \(rows)" }
}

/// What saving came to: the store's refusal, if any, and the items
/// the keychain holds.
struct AfterSaving: Equatable, CustomStringConvertible {
    let refusal: String?
    let items: [KeychainItem]

    var description: String { "refusal \(refusal.map { "\"\($0)\"" } ?? "none"), items held \(items)" }
}

/// How many times the table reloaded while the search was waiting, and in
/// all once the answer arrived; and the rows it shows then.
struct Reloads: Equatable, CustomStringConvertible {
    let whileWaiting: Int
    let afterTheAnswer: Int
    let rows: [String]

    var description: String {
        "\(whileWaiting) reloads while waiting, \(afterTheAnswer) after the answer, rows shown \(rows)"
    }
}

/// The rows the table showed before a search, and after its answer.
struct Emptied: Equatable, CustomStringConvertible {
    let before: [String]
    let after: [String]

    var description: String { "rows shown \(before) before, \(after) after" }
}
