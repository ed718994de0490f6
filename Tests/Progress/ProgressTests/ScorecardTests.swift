import Foundation
import Testing

@testable import KataProgress

/// The progress view reads a run's event stream, never its console: these
/// tests feed it event streams shaped as Swift Testing writes them (version
/// 0), and check what it makes of them.
@Suite("Progress · reading the event stream")
struct ScorecardTests {
    @Test("A run with no records knows no test")
    func empty() {
        #expect(Run(eventStream: "").tests.isEmpty)
    }

    @Test("A scenario's known issue on Katas is the rule it names; a clean Solutions case is clean")
    func knownIssueIsARule() {
        let card = Scorecard(
            number: 1, title: "T",
            from: Run(eventStream: Stream.scenario(katasIssue: .known("Isolated rule broken\n- beside its twin"))))
        #expect(card.scenarios == [Scorecard.Scenario(name: "The cart toggle decides", katasRules: ["isolated"])])
        #expect(
            card.verdictTable
                == "| scenario | Katas | Solutions |\n|---|---|---|\n| The cart toggle decides | isolated | clean |")
        #expect(card.cleanScenarios == 0)
    }

    @Test("A failure on either version is FAILS, whatever its text")
    func failureFails() {
        let card = Scorecard(
            number: 1, title: "T",
            from: Run(eventStream: Stream.scenario(solutionsIssue: .failure("Wrong behaviour on Solutions: …"))))
        #expect(card.verdictTable.hasSuffix("| The cart toggle decides | clean | FAILS |"))
        #expect(card.failingScenarios.count == 1)
    }

    @Test("Without `_comments` (toolchains before 6.3), the judge's message is read from the detail messages")
    func detailsFallback() {
        let stream = Stream.scenario(katasIssue: .known("Hermetic rule broken\n- …")).replacingOccurrences(
            of: #""_comments""#, with: #""_ignored""#)
        #expect(
            Scorecard(number: 1, title: "T", from: Run(eventStream: stream)).scenarios.first?.katasRules == ["hermetic"]
        )
    }

    @Test("Nothing depends on the console's glyphs or wording: a stream whose messages say anything reads the same")
    func noConsoleWording() {
        let plain = Stream.scenario(katasIssue: .known("Observable rule broken\n- x"))
        let odd = plain.replacingOccurrences(of: "Issue recorded", with: "\u{F8FF} Problème").replacingOccurrences(
            of: "started.", with: "a commencé")
        #expect(Run(eventStream: plain) == Run(eventStream: odd))
    }

    @Test("The learner's own tests: passing, reaching the live world, failing")
    func ownTests() {
        let stream = [
            Stream.test(id: "Kata1Tests.YourTests/good()/YourTests.swift:3:6", name: "A good test"),
            Stream.test(id: "Kata1Tests.YourTests/live()/YourTests.swift:9:6", name: "A live test"),
            Stream.started("Kata1Tests.YourTests/good()/YourTests.swift:3:6"),
            Stream.started("Kata1Tests.YourTests/live()/YourTests.swift:9:6"),
            Stream.issue(
                "Kata1Tests.YourTests/live()/YourTests.swift:9:6", testCase: nil,
                .failure("Hermetic rule broken\n- this unit test reached AppNavigator.shared")),
        ].joined(separator: "\n")
        let card = Scorecard(number: 1, title: "T", from: Run(eventStream: stream))
        #expect(card.ownTests.map(\.name) == ["A good test", "A live test"])
        #expect(card.ownTests.map(\.passed) == [true, false])
        #expect(card.ownTests[1].judged.count == 1)
        let shown = card.report(minimumOwnTests: 1).split(separator: "\n").map(String.init)
        #expect(shown.contains("  A live test: hermetic rule broken"))
        #expect(shown.contains("    - this unit test reached AppNavigator.shared"))
        #expect(shown.contains("  Details: swift test --filter Kata1Tests"))
    }

    @Test("Solved means every scenario clean, nothing failing, and enough own tests passing, judged clean")
    func solved() {
        var card = Scorecard(number: 1, title: "T", from: Run(eventStream: Stream.scenario()))
        #expect(!card.isSolved(minimumOwnTests: 1))
        card.ownTests = [Scorecard.OwnTest(name: "a")]
        #expect(card.isSolved(minimumOwnTests: 1))
        card.ownTests[0].dependsOnOthers = true
        #expect(!card.isSolved(minimumOwnTests: 1))
    }

    @Test("The board's line says the kata, the clean scenarios, the rules still broken and the learner's tests")
    func summaryLine() {
        let card = Scorecard(
            number: 1, title: "T", from: Run(eventStream: Stream.scenario(katasIssue: .known("Hermetic rule broken"))))
        #expect(
            card.summaryLine(minimumOwnTests: 3)
                == "Kata 1  0/1 scenarios clean · hermetic 1 · no tests of yours yet · not yet")
    }

    @Test("One test is run alone with a filter that matches its id and no other")
    func filterForOneTest() {
        #expect(
            SuiteRunner.filter(forTestID: "Kata1Tests.YourTests/good()/YourTests.swift:3:6")
                == #"^Kata1Tests\.YourTests\/good\(\)(/|$)"#)
    }
}

/// Event-stream records, shaped as Swift Testing 6.3 writes them.
enum Stream {
    enum Issue {
        case known(String)
        case failure(String)
    }

    static let scenarioID = "Kata1Scenarios.Kata1Scenarios/cartToggle(on:)/Kata1Scenarios.swift:13:6"

    static func test(
        id: String, name: String, file: String? = nil, line: Int = 1, suite: Bool = false,
        parameterized: Bool = false
    ) -> String {
        let kind = suite ? #""kind":"suite""# : #""isParameterized":\#(parameterized),"kind":"function""#
        let location = file.map { path in
            let fileID = path.split(separator: "/").suffix(2).joined(separator: "/")
            return
                #","sourceLocation":{"_filePath":"\#(path)","column":4,"fileID":"\#(fileID)","line":\#(line)}"#
        }
        return
            #"{"kind":"test","payload":{"displayName":"\#(name)","id":"\#(id)",\#(kind),"name":"x()"\#(location ?? "")},"version":0}"#
    }

    static let runStarted =
        #"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":1},"kind":"runStarted","messages":[]},"version":0}"#

    static let runEnded =
        #"{"kind":"event","payload":{"instant":{"absolute":2,"since1970":2},"kind":"runEnded","messages":[]},"version":0}"#

    static func ended(_ id: String) -> String {
        #"{"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"\#(id)"},"version":0}"#
    }

    static func skipped(_ id: String) -> String {
        #"{"kind":"event","payload":{"_comments":[],"kind":"testSkipped","messages":[],"testID":"\#(id)"},"version":0}"#
    }

    static func caseEvent(_ kind: String, _ id: String, argument: String) -> String {
        #"{"kind":"event","payload":{"_testCase":{"displayName":"\#(argument)","id":"case \#(argument)"},"kind":"\#(kind)","messages":[],"testID":"\#(id)"},"version":0}"#
            + (kind == "testCaseStarted" ? "\n" + marker(id, caseID: "case \(argument)") : "")
    }

    /// A test's start, and the marker `.unitTests` attaches when it judges it.
    static func started(_ id: String, judged: Bool = true) -> String {
        #"{"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test started."}],"testID":"\#(id)"},"version":0}"#
            + (judged ? "\n" + marker(id) : "")
    }

    /// The marker `.unitTests` attaches to a test (or a case) it judges.
    static func marker(_ id: String, caseID: String? = nil) -> String {
        let testCase = caseID.map { #""_testCase":{"displayName":"x","id":"\#($0)"},"# } ?? ""
        return
            #"{"kind":"event","payload":{\#(testCase)"attachment":{"_bytes":"","_preferredName":"judged as a unit test.txt"},"kind":"valueAttached","messages":[],"testID":"\#(id)"},"version":0}"#
    }

    static func caseStarted(_ id: String, _ version: String) -> String {
        #"{"kind":"event","payload":{"_testCase":{"displayName":"\#(version)","id":"x"},"kind":"testCaseStarted","messages":[{"symbol":"default","text":"Test case passing 1 argument driver → \#(version) started."}],"testID":"\#(id)"},"version":0}"#
    }

    static func issue(_ id: String, testCase: String?, caseID: String? = nil, _ issue: Issue) -> String {
        let (known, text) =
            switch issue {
            case .known(let text): (true, text)
            case .failure(let text): (false, text)
            }
        let escaped = text.replacingOccurrences(of: "\n", with: "\\n")
        let testCaseField =
            testCase.map { #""_testCase":{"displayName":"\#($0)","id":"\#(caseID ?? "x")"},"# } ?? ""
        return
            #"{"kind":"event","payload":{"_comments":["\#(escaped)"],\#(testCaseField)"issue":{"isKnown":\#(known)},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"\#(escaped)"}],"testID":"\#(id)"},"version":0}"#
    }

    static func scenario(katasIssue: Issue? = nil, solutionsIssue: Issue? = nil) -> String {
        var lines = [
            test(id: scenarioID, name: "The cart toggle decides"), started(scenarioID),
            caseStarted(scenarioID, "Katas"),
        ]
        if let katasIssue { lines.append(issue(scenarioID, testCase: "Katas", katasIssue)) }
        lines.append(caseStarted(scenarioID, "Solutions"))
        if let solutionsIssue { lines.append(issue(scenarioID, testCase: "Solutions", solutionsIssue)) }
        return lines.joined(separator: "\n")
    }
}
