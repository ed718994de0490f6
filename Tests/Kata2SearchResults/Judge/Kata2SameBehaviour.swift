import StandIns
import Testability
import Testing

@testable import Kata2Tests

/// Both versions, whatever `KATAS_VERSION` says: a comparison needs the two.
let bothVersions: [any Kata2Driver] = [KatasDriver(), SolutionDriver()]

/// What a user may type in the search bar: a plain query, one with capitals
/// and an accent, one with spaces around it, one the service finds nothing
/// for, and a blank one.
let typedQueries = ["sushi", "Café Nube", "  fancy restaurant ", "xyzzy", " \t "]

extension Kata2Wiring {
    /// The before app sent the live search service the query as typed and
    /// showed its answer. A refactoring may change how the search is handed
    /// in, not what the app sends or shows: the same query must give the same
    /// requests and rows on both versions, made with their defaults.
    @Test(
        "Whatever the user searches for, the app made with its defaults sends and shows what the before app did",
        arguments: typedQueries)
    func sameBehaviour(searchingFor query: String) async throws {
        var seen: [Version: SearchBehaviour] = [:]
        for driver in bothVersions {
            seen[driver.version] = SearchBehaviour(
                screen: try await outcome(of: try await driver.appsSearchScreen(), searchingFor: query),
                list: try await outcome(of: try await driver.appsSearchResults(), searchingFor: query))
        }
        guard let onKatas = seen[.katas], let onSolutions = seen[.solution] else { return }
        #expect(
            onKatas == onSolutions,
            """
            Searching for \(query.debugDescription), the app made with its defaults does otherwise on Solutions \
            than on Katas: \(onKatas.changes(to: onSolutions)). A refactoring must keep what the app does; one of the \
            versions' defaults changed it
            """)
    }

    /// What the live service was sent and what the table shows, once its
    /// answer arrived.
    private func outcome(of screen: AppsSearchScreen, searchingFor query: String) async throws -> SearchOutcome {
        let earlier = TheLiveWorld.contacts().count
        try await screen.appear()
        try await screen.search(query)
        MainRunLoop.shared.runUntilIdle()
        let rows = try await screen.rows()
        return SearchOutcome(sent: Array(TheLiveWorld.contacts().dropFirst(earlier)), rows: rows)
    }
}

/// What the live search service was sent for one search, and the rows shown.
struct SearchOutcome: Equatable, CustomStringConvertible {
    let sent: [String]
    let rows: [String]

    var description: String { "sent \(sent.isEmpty ? "nothing" : "\(sent)") and showed \(rows)" }
}

/// What the app's search screen and its search results, each made with its
/// defaults, did for one search.
struct SearchBehaviour: Equatable {
    let screen: SearchOutcome
    let list: SearchOutcome

    /// How `after` differs from this, in words.
    func changes(to after: SearchBehaviour) -> String {
        [("the search screen", screen, after.screen), ("the search results", list, after.list)]
            .filter { $0.1 != $0.2 }.map { "\($0.0) \($0.1) on Katas, \($0.2) on Solutions" }
            .joined(separator: "; ")
    }
}
