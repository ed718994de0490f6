import Foundation
import Testing

@testable import KataProgress

/// The learner's tests count for what they check: specimens of the ways a
/// test can look like one and count for nothing, as the event stream shows
/// them, with the learner's file beside.
@Suite("Progress · the learner's own tests")
struct OwnTestsTests {
    static let path = "/p/Tests/Kata1Tests/YourTests.swift"

    /// The learner's file the specimens' source locations point into.
    static let source = """
        import Testing
        @Suite("Your tests") struct YourTests {
            @Test("same") func a() { #expect(1 == 1) }
            @Test("same") func b() { #expect(2 == 2) }
            @Test func empty() {
                // #expect(true) in a comment checks nothing
                let text = "#expect(false)"
                _ = text
            }
            @Test func known() { withKnownIssue { #expect(1 == 2) } }
            @Test(arguments: [1, 2]) func param(n: Int) { #expect(n > 0) }
            @Test func viaHelper() { helper(3) }
        }
        @Suite struct EmptySuite {}
        func helper(_ n: Int) { check(n) }
        func check(_ n: Int) { #expect(n > 0) }
        """

    static func id(_ function: String, line: Int) -> String {
        "Kata1Tests.YourTests/\(function)/YourTests.swift:\(line):5"
    }

    static func card(_ lines: [String], minimum: Int = 1) -> Scorecard {
        Scorecard(
            number: 1, title: "T", from: Run(eventStream: lines.joined(separator: "\n")),
            source: { $0 == path ? source : nil })
    }

    /// A test of the learner's file that started and ended.
    static func plain(_ function: String, name: String, line: Int) -> [String] {
        let id = id(function, line: line)
        return [Stream.test(id: id, name: name, file: path, line: line), Stream.started(id), Stream.ended(id)]
    }

    @Test("A test whose suite lacks .unitTests was not judged: it counts for nothing and is named")
    func unjudgedTest() {
        let id = Self.id("plain()", line: 3)
        let card = Self.card([
            Stream.runStarted, Stream.test(id: id, name: "plain", file: Self.path, line: 3),
            Stream.started(id, judged: false), Stream.ended(id), Stream.runEnded,
        ])
        #expect(card.countingTests == 0)
        #expect(card.ownTests.first?.why == ["not judged as a unit test: add `.unitTests` to its suite"])
    }

    @Test("A test with no expectation counts for nothing and is named; a comment or a string is no expectation")
    func emptyTest() {
        let card = Self.card(Self.plain("empty()", name: "empty()", line: 5) + Self.plain("a()", name: "same", line: 3))
        #expect(card.ownTests.map(\.checksNothing) == [true, false])
        #expect(card.countingTests == 1)
        #expect(card.report(minimumOwnTests: 1).contains("  empty(): checks nothing: no #expect or #require"))
    }

    @Test("A test that checks through the learner's own functions checks something")
    func helper() {
        let card = Self.card(Self.plain("viaHelper()", name: "viaHelper()", line: 12))
        #expect(card.ownTests.map(\.checksNothing) == [false])
        #expect(card.countingTests == 1)
    }

    @Test("An empty suite counts for nothing and is named")
    func emptySuite() {
        let card = Self.card(
            [
                Stream.test(id: "Kata1Tests.EmptySuite", name: "EmptySuite", file: Self.path, line: 14, suite: true),
                Stream.test(id: "Kata1Tests.YourTests", name: "Your tests", file: Self.path, line: 2, suite: true),
            ] + Self.plain("a()", name: "same", line: 3))
        #expect(card.emptySuites == ["EmptySuite"])
        #expect(card.report(minimumOwnTests: 1).contains("  Suite EmptySuite: empty, so it checks nothing"))
    }

    @Test("An expectation inside withKnownIssue counts for nothing and is named")
    func knownIssue() {
        let id = Self.id("known()", line: 10)
        let card = Self.card(
            Self.plain("known()", name: "known()", line: 10) + [
                Stream.issue(id, testCase: nil, .known("Expectation failed: 1 == 2"))
            ])
        #expect(card.ownTests.map(\.knownIssues) == [1])
        #expect(card.countingTests == 0)
        #expect(card.ownTests[0].why == ["its expectation sits inside withKnownIssue, which cannot fail"])
        // It counts for nothing, but is no fault: the kata can still be solved by other tests.
        #expect(!card.ownTests[0].isAFault)
    }

    @Test("Each case of a parameterized test counts as one, and fails as one")
    func parameterized() {
        let id = Self.id("param(n:)", line: 11)
        let card = Self.card([
            Stream.test(id: id, name: "param(n:)", file: Self.path, line: 11, parameterized: true),
            Stream.started(id),
            Stream.caseEvent("testCaseStarted", id, argument: "1"),
            Stream.caseEvent("testCaseEnded", id, argument: "1"),
            Stream.caseEvent("testCaseStarted", id, argument: "2"),
            Stream.issue(id, testCase: "2", caseID: "case 2", .failure("Expectation failed: n > 0")),
            Stream.caseEvent("testCaseEnded", id, argument: "2"), Stream.ended(id),
        ])
        #expect(card.ownTests.map(\.name) == ["param(n:) (1)", "param(n:) (2)"])
        #expect(card.ownTests.map(\.passed) == [true, false])
        #expect(card.countingTests == 1)
    }

    @Test("Two tests with the same display name count apart, and are named apart")
    func sameName() {
        let a = Self.id("a()", line: 3)
        let card = Self.card(
            Self.plain("a()", name: "same", line: 3) + Self.plain("b()", name: "same", line: 4) + [
                Stream.issue(a, testCase: nil, .failure("Expectation failed"))
            ])
        #expect(card.ownTests.count == 2)
        #expect(card.ownTests.map(\.passed) == [false, true])
        #expect(card.ownTests.map(\.name) == ["same [YourTests.swift:3]", "same [YourTests.swift:4]"])
        #expect(card.countingTests == 1)
    }

    @Test(
        "A test of the learner's in a suite of their own, in a file of their own, is theirs; the shipped ones are not")
    func outsideYourTests() {
        let mine = "Kata1Tests.Mine/t()/MyTests.swift:3:5"
        let shipped = "Kata1Scenarios.Kata1Rules/noReflection()/Kata1Rules.swift:9:5"
        let card = Scorecard(
            number: 1, title: "T",
            from: Run(
                eventStream: [
                    Stream.test(id: mine, name: "outside", file: "/p/Tests/Kata1Tests/MyTests.swift", line: 3),
                    Stream.test(id: shipped, name: "rules", file: "/p/Tests/Kata1Scenarios/Kata1Rules.swift", line: 9),
                    Stream.test(
                        id: "Kata2Tests.Mine/u()/MyTests.swift:3:5", name: "another kata's",
                        file: "/p/Tests/Kata2Tests/MyTests.swift", line: 3),
                    Stream.started(mine), Stream.ended(mine), Stream.started(shipped), Stream.ended(shipped),
                ].joined(separator: "\n")),
            source: { _ in "@Suite struct Mine {\n\n    @Test(\"outside\") func t() { #expect(true) }\n}" })
        #expect(card.ownTests.map(\.name) == ["outside"])
        #expect(card.countingTests == 1)
    }

    @Test("Kata 3's shipped model tests, in the judge's folder, are not the learner's")
    func kata3Model() {
        let model = "Kata3Scenarios.ApiModel/oslo()/ApiModel.swift:22:5"
        let run = Run(eventStream: Stream.test(id: model, name: "Oslo", file: "/p/Tests/Kata3Scenarios/ApiModel.swift"))
        #expect(!Scorecard.isOwn(run.tests[0], module: "Kata3Tests", shipped: []))
        let card = Scorecard(number: 3, title: "T", from: run)
        #expect(card.ownTests.isEmpty)
    }

    @Test("Every rule the judge reports on a learner's test is judged, not just hermetic", arguments: Scorecard.rules)
    func judged(rule: String) {
        let id = Self.id("a()", line: 3)
        let report = "\(rule.prefix(1).uppercased())\(rule.dropFirst()) rule broken\n- how"
        let card = Self.card(
            Self.plain("a()", name: "same", line: 3) + [Stream.issue(id, testCase: nil, .failure(report))])
        #expect(card.ownTests[0].judged == [report])
        #expect(card.ownTests[0].why.first == "\(rule) rule broken")
        #expect(!card.isSolved(minimumOwnTests: 0))
    }

    @Test("A skipped test counts for nothing and is named")
    func skipped() {
        let id = Self.id("a()", line: 3)
        let card = Self.card([Stream.test(id: id, name: "same", file: Self.path, line: 3), Stream.skipped(id)])
        #expect(card.ownTests.map(\.skipped) == [true])
        #expect(card.countingTests == 0)
    }

    @Test("A stream without source locations still finds the learner's tests by the file in their ids")
    func noSourceLocation() {
        let run = Run(eventStream: Stream.test(id: "Kata1Tests.Mine/t()/MyTests.swift:3:5", name: "t"))
        #expect(Scorecard.isOwn(run.tests[0], module: "Kata1Tests", shipped: KataInfo.shippedTestFiles(of: 1)))
        let rules = Run(eventStream: Stream.test(id: "Kata1Tests.R/t()/Kata1Rules.swift:3:5", name: "t"))
        #expect(!Scorecard.isOwn(rules.tests[0], module: "Kata1Tests", shipped: KataInfo.shippedTestFiles(of: 1)))
    }

    @Test("A nested suite's test is run alone by a filter of its full name")
    func nestedFilter() {
        #expect(
            SuiteRunner.filter(forTestID: "Kata1Tests.Outer/Inner/t()/MyTests.swift:3:5")
                == #"^Kata1Tests\.Outer\/Inner\/t\(\)(/|$)"#)
    }

    @Test("Solved needs enough tests that count, and none failing")
    func solvedCounts() {
        var card = Self.card(Self.plain("a()", name: "same", line: 3) + Self.plain("empty()", name: "empty()", line: 5))
        card.scenarios = [Scorecard.Scenario(name: "s")]
        #expect(card.isSolved(minimumOwnTests: 1))
        #expect(!card.isSolved(minimumOwnTests: 2))
        card.ownTests[0].failsAlone = true
        #expect(!card.isSolved(minimumOwnTests: 1))
    }
}
