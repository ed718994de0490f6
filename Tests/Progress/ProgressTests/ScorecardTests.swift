import Foundation
import Testing

@testable import KataProgress

/// The progress view reads verdicts as data: the judge's records, issue events, the `.unitTests` record.
@Suite("Progress · verdicts read as data")
struct ScorecardTests {
    static let kata = Kata(number: 1, folder: "Kata1Demo", title: "Kata 1 · Demo", docs: "docs/kata1-demo")
    static let own = "Kata1Tests.YourTests/good()/YourTests.swift:3:6"
    static let idle = "Kata1Tests.YourTests/idle()/YourTests.swift:9:6"

    static func card(_ text: String) -> Scorecard {
        let (stream, records) = Streams.split(text)
        return Scorecard(kata: kata, run: Run(eventStream: stream, records: records))
    }

    @Test("A verdict's broken rules and failure make the table's cells, whatever the issues' messages say")
    func table() {
        let card = Self.card(
            Streams.scenarioRun(
                Streams.verdict("Katas", ["isolated"]) + "\n"
                    + Streams.issue(Streams.scenario, argument: "Katas", known: true, "Anything"),
                Streams.verdict("Solutions")))
        #expect(
            card.verdictTable
                == "| scenario | Katas | Solutions |\n|---|---|---|\n| The cart toggle decides | isolated | clean |")
        #expect(card.cleanScenarios == 0)
        #expect(card.brokenRules.map(\.rule) == ["isolated"])
    }

    @Test("A late contact's second record merges into the same case, after the test ended")
    func lateRecord() {
        let card = Self.card(
            Streams.scenarioRun(
                Streams.verdict("Katas", ["observable"]), Streams.verdict("Solutions"),
                more: [Streams.verdict("Katas", ["hermetic"], late: true)]))
        #expect(card.scenarios.first?.katas.broken == ["observable", "hermetic"])
    }

    @Test("A failure on either version is FAILS; a broken rule on the Solutions fails too")
    func fails() {
        let card = Self.card(
            Streams.scenarioRun(
                Streams.verdict("Katas") + "\n" + Streams.issue(Streams.scenario, argument: "Katas", "Wrong behaviour"),
                Streams.verdict("Solutions", ["hermetic"]) + "\n"
                    + Streams.issue(Streams.scenario, argument: "Solutions", "x")))
        #expect(card.verdictTable.hasSuffix("| The cart toggle decides | FAILS | hermetic, FAILS |"))
        #expect(card.summaryLine.contains("· 1 FAILING · not yet"))
        #expect(
            card.report.contains(
                "FAILS on your code and the Solutions: The cart toggle decides\n  Why, in full: swift test --filter Kata1"
            ))
    }

    @Test("The learner's tests: their failures, and whether .unitTests judged them")
    func ownTests() {
        let bad = "Kata1Tests.YourTests/bad()/YourTests.swift:9:6"
        let card = Self.card(
            [
                Streams.test(Self.own, "good()"), Streams.test(bad, "bad()"), Streams.runStarted,
                Streams.event("testStarted", Self.own),
                Streams.judged(Self.own), Streams.event("testEnded", Self.own),
                Streams.event("testStarted", bad),
                Streams.issue(bad, "Hermetic rule broken: this unit test reached AppNavigator.shared"),
                Streams.event("testEnded", bad), Streams.runEnded,
            ]
            .joined(separator: "\n"))
        #expect(card.ownTests.map(\.name) == ["good()", "bad()"])
        #expect(card.ownTests.map(\.judged) == [true, false])
        #expect(card.ownTests[1].failure?.hasPrefix("Hermetic rule broken") == true)
        #expect(
            card.report.contains("  bad(): fails\n    Hermetic rule broken: this unit test reached AppNavigator.shared")
        )
    }

    @Test("A parameterized test of the learner's counts once, its cases beside it")
    func ownTestCases() {
        let cases = "Kata1Tests.YourTests/each(_:)/YourTests.swift:12:6"
        let card = Self.card(
            [
                Streams.test(Self.own, "good()"), Streams.test(cases, "each(_:)", parameterized: true),
                Streams.runStarted, Streams.event("testStarted", Self.own),
                Streams.judged(Self.own), Streams.event("testEnded", Self.own),
                Streams.event("testStarted", cases),
                Streams.event("testCaseStarted", cases, argument: "1"),
                Streams.judged(cases),
                Streams.event("testCaseEnded", cases, argument: "1"),
                Streams.event("testCaseStarted", cases, argument: "2"),
                Streams.judged(cases),
                Streams.event("testCaseEnded", cases, argument: "2"),
                Streams.event("testEnded", cases), Streams.runEnded,
            ]
            .joined(separator: "\n"))
        #expect(card.report.contains("Your tests: 2, 3 cases with their arguments, passing, judged as unit tests."))
    }

    @Test(
        "Solved needs clean scenarios, passing judged tests and every kept change caught; a test that catches none is named"
    )
    func solved() {
        var card = Self.card(
            Streams.scenarioRun(
                Streams.verdict("Katas"), Streams.verdict("Solutions"),
                more: [
                    Streams.test(Self.own, "good()"),
                    Streams.event("testStarted", Self.own), Streams.judged(Self.own),
                    Streams.test(Self.idle, "idle()"),
                    Streams.event("testStarted", Self.idle), Streams.judged(Self.idle),
                ]))
        #expect(card.scenariosDone && !card.isSolved)
        let mutant = { (caughtBy: [String]) in
            MutationReport.Mutant(file: "A.swift", line: 3, change: "without `x()`", scenario: "S", caughtBy: caughtBy)
        }
        card.mutation = MutationReport(made: 6, kept: [mutant(["good()"]), mutant(["good()", "idle()"])])
        #expect(card.isSolved)
        #expect(card.summaryLine == "Kata 1  1/1 scenarios clean · no rule broken · your tests catch 2/2 · solved")
        card.mutation?.kept.append(mutant([]))
        #expect(!card.isSolved)
        #expect(card.report.contains("  None of your tests noticed A.swift:3 without `x()`; the scenario \"S\" did."))
        #expect(
            card.report.contains(
                "your tests 2 of 3 (66 %). Solved needs all 3; a change the scenarios miss does not count."))
        card.mutation?.kept = [mutant(["good()"])]
        #expect(card.isSolved)
        #expect(card.idleTests == ["idle()"])
        #expect(
            card.report.contains("  idle(): no change made it fail: none reached what it checks")
        )
        card.mutation?.kept = [mutant(["good()", "idle()"])]
        card.mutation?.failAlone = ["good()"]
        #expect(!card.isSolved)
        #expect(card.report.contains("  good(): passes beside the others but fails alone"))
    }

    @Test("The board's line on the shipped code: the rules still broken, and no tests of the learner's yet")
    func board() {
        let card = Self.card(Streams.scenarioRun(Streams.verdict("Katas", ["hermetic"]), Streams.verdict("Solutions")))
        #expect(card.summaryLine == "Kata 1  0/1 scenarios clean · hermetic 1 · no tests of yours yet · not yet")
    }

    @Test("A stream cut short mid-record reads up to the cut; what was running is named")
    func cutShort() {
        let run = Run(
            eventStream: [
                Streams.test(Self.own, "good()"), Streams.runStarted, Streams.event("testStarted", Self.own),
                #"{"kind":"event","payload":{"kind":"testE"#,
            ].joined(separator: "\n"))
        #expect(run.began && !run.ended)
        #expect(run.running == ["good()"])
    }

    @Test("A parameterized test stopped in its second case names the case")
    func stoppedInACase() {
        let id = "Kata1Tests.YourTests/param(n:)/YourTests.swift:12:4"
        let run = Run(
            eventStream: [
                Streams.test(id, "param(n:)", parameterized: true), Streams.runStarted,
                Streams.event("testStarted", id),
                Streams.event("testCaseStarted", id, argument: "1"), Streams.event("testCaseEnded", id, argument: "1"),
                Streams.event("testCaseStarted", id, argument: "2"),
            ].joined(separator: "\n"))
        #expect(run.running == ["param(n:) (case 2)"])
        #expect(run.started.map(\.caseID) == ["1", "2"])
    }
}
