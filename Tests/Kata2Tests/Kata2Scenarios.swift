import Testability
import Testing

/// Every driver the scenarios run on: the before version, then the after one.
let drivers: [any Kata2Driver] = [KatasDriver(), SolutionDriver()]

/// Kata 2's behaviours, each written once and run on both versions.
///
/// Serialized, like every suite of the workbook: in an app, the before
/// version's static search and keychain are each one for every caller, and
/// tests that reach them at once disturb each other. The stand-ins keep both
/// per test, so here the order guards what a refactoring might add, such as
/// a static cache of results.
@Suite("Kata 2 · Static method → injected closure", .serialized)
struct Kata2Scenarios {
    @Test("The search receives exactly the query the user typed", arguments: drivers)
    func searchSendsTheQuery(on driver: any Kata2Driver) {
        check(
            driver.version,
            twins: "fancy restaurant", "Café Nube",
            expecting: { [$0] }
        ) { query in
            let list = try driver.searchResults()
            return Probe(act: { try list.search(query) }, observe: list.queriesSent)
        }
    }

    @Test("An empty answer empties the table", arguments: drivers)
    func emptyAnswer(on driver: any Kata2Driver) {
        check(
            driver.version,
            twins: ["Sushi Ko", "Café Nube"], ["Burger Bar"],
            expecting: { _ in [String]() }
        ) { earlier in
            let list = try driver.searchResults()
            try list.search("sushi")
            try list.answer(0, .places(earlier))
            return Probe(
                act: {
                    try list.search("nothing like it")
                    try list.answer(1, .places([]))
                },
                observe: list.rows
            )
        }
    }

    @Test("Results fill the table in order, each cell showing its result", arguments: drivers)
    func resultsFillTheTable(on driver: any Kata2Driver) {
        check(
            driver.version,
            twins: ["Le Jardin", "Fancy Restaurant Lumière", "Café Nube"], ["Burger Bar"],
            expecting: { $0 }
        ) { places in
            let list = try driver.searchResults()
            return Probe(
                act: {
                    try list.search("fancy restaurant")
                    try list.answer(0, .places(places))
                },
                observe: list.rows
            )
        }
    }

    @Test("An error empties the table, clearing earlier results", arguments: drivers)
    func errorClearsTheTable(on driver: any Kata2Driver) {
        check(
            driver.version,
            twins: ["Sushi Ko", "Café Nube"], ["Burger Bar"],
            expecting: { _ in [String]() }
        ) { earlier in
            let list = try driver.searchResults()
            try list.search("sushi")
            try list.answer(0, .places(earlier))
            return Probe(
                act: {
                    try list.search("tacos")
                    try list.answer(1, .failure)
                },
                observe: list.rows
            )
        }
    }

    @Test("The table reloads when the answer arrives, and not before", arguments: drivers)
    func reloadsOnAnswer(on driver: any Kata2Driver) {
        check(
            driver.version,
            twins: Answer.places(["Taco Sol"]), Answer.failure,
            expecting: { _ in Reloads(whileWaiting: 0, afterTheAnswer: 1) }
        ) { answer in
            let list = try driver.searchResults()
            var whileWaiting = -1
            return Probe(
                act: {
                    try list.search("tacos")
                    whileWaiting = try list.reloads()
                    try list.answer(0, answer)
                },
                observe: { Reloads(whileWaiting: whileWaiting, afterTheAnswer: try list.reloads()) }
            )
        }
    }

    @Test("A second search's answer replaces the first's", arguments: drivers)
    func secondSearchReplacesTheFirst(on driver: any Kata2Driver) {
        check(
            driver.version,
            twins: Race(older: .places(["Sushi Ko", "Café Nube"]), newer: ["Taco Sol"]),
            Race(older: .places(["Burger Bar"]), newer: ["Pho 24", "Le Jardin"]),
            expecting: { $0.newer }
        ) { race in
            let list = try driver.searchResults()
            return Probe(
                act: {
                    try list.search("sushi")
                    try list.answer(0, race.older)
                    try list.search("tacos")
                    try list.answer(1, .places(race.newer))
                },
                observe: list.rows
            )
        }
    }

    @Test("A late answer to an older search leaves the newer results alone", arguments: drivers)
    func lateAnswerIsDropped(on driver: any Kata2Driver) {
        check(
            driver.version,
            twins: Race(older: .places(["Sushi Ko", "Café Nube"]), newer: ["Taco Sol"]),
            Race(older: .failure, newer: ["Pho 24", "Le Jardin"]),
            expecting: { $0.newer }
        ) { race in
            let list = try driver.searchResults()
            return Probe(
                act: {
                    try list.search("sushi")
                    try list.search("tacos")
                    try list.answer(1, .places(race.newer))
                    try list.answer(0, race.older)
                },
                observe: list.rows
            )
        }
    }

    @Test("An answer to an older search, arriving first, is not shown", arguments: drivers)
    func earlyStaleAnswerIsDropped(on driver: any Kata2Driver) {
        check(
            driver.version,
            twins: ["Sushi Ko", "Café Nube"], ["Burger Bar"],
            expecting: { _ in [String]() }
        ) { older in
            let list = try driver.searchResults()
            return Probe(
                act: {
                    try list.search("sushi")
                    try list.search("tacos")
                    try list.answer(0, .places(older))
                },
                observe: list.rows
            )
        }
    }

    @Test("A blank search sends nothing and keeps the results shown", arguments: drivers)
    func blankSearchIsIgnored(on driver: any Kata2Driver) {
        check(
            driver.version,
            twins: "", "   ",
            expecting: { _ in AfterSearch(queriesSent: ["sushi"], rows: ["Sushi Ko"]) }
        ) { blank in
            let list = try driver.searchResults()
            try list.search("sushi")
            try list.answer(0, .places(["Sushi Ko"]))
            return Probe(
                act: { try list.search(blank) },
                observe: { AfterSearch(queriesSent: try list.queriesSent(), rows: try list.rows()) }
            )
        }
    }

    @Test("Searching from the screen fills its table with the places found", arguments: drivers)
    func screenShowsThePlaces(on driver: any Kata2Driver) {
        check(
            driver.version,
            twins: ["Le Jardin", "Café Nube"], ["Pho 24"],
            expecting: { $0 }
        ) { places in
            let screen = try driver.searchScreen()
            return Probe(
                act: {
                    try screen.appear()
                    try screen.search("fancy restaurant")
                    try screen.answer(0, .places(places))
                },
                observe: screen.rows
            )
        }
    }

    @Test("Saving the search token hands the keychain the token under the app's account", arguments: drivers)
    func tokenGoesToTheKeychain(on driver: any Kata2Driver) {
        check(
            driver.version,
            twins: "tok-1234", "tok-5678",
            expecting: { [KeychainItem(service: "com.example.search", account: "api-token", secret: $0)] }
        ) { token in
            let store = try driver.tokenStore()
            return Probe(act: { _ = try store.save(token) }, observe: store.itemsHeld)
        }
    }

    @Test("A blank token is refused with a clear reason, before the keychain is asked", arguments: drivers)
    func blankTokenIsRefused(on driver: any Kata2Driver) {
        check(
            driver.version,
            twins: "", "   ",
            expecting: { _ -> String? in "the token is blank, so it was not saved" }
        ) { token in
            let store = try driver.tokenStore()
            var refusal: String?
            return Probe(act: { refusal = try store.save(token) }, observe: { refusal })
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

/// The queries the search service was sent, and the rows the table shows.
struct AfterSearch: Equatable, CustomStringConvertible {
    let queriesSent: [String]
    let rows: [String]

    var description: String { "queries sent \(queriesSent), rows shown \(rows)" }
}

/// How many times the table reloaded while the search was waiting, and in
/// all once the answer arrived.
struct Reloads: Equatable, CustomStringConvertible {
    let whileWaiting: Int
    let afterTheAnswer: Int

    var description: String { "\(whileWaiting) reloads while waiting, \(afterTheAnswer) after the answer" }
}
