import Testing

@testable import KataProgress

/// `swift run katas watch N`: its decisions are a value driven by explicit times and events, so these run in no time.
@Suite("Progress · watching a kata")
struct WatchTests {
    static func session() -> WatchSession {
        WatchSession(kata: ScorecardTests.kata) { path in
            path.hasSuffix("hint1.md") ? "First hint.\n\nStill stuck? [Hint 2](hint2.md)" : nil
        }
    }

    static func card(clean: Bool) -> Scorecard {
        ScorecardTests.card(
            Streams.scenarioRun(Streams.verdict("Katas", clean ? [] : ["isolated"]), Streams.verdict("Solutions")))
    }

    static func said(_ actions: [WatchSession.Action]) -> String {
        actions.compactMap { if case .say(let text) = $0 { text } else { nil } }.joined(separator: "\n")
    }

    @Test("The first tick runs; a burst of saves runs once, 0.3 s after the last; never a run while one runs")
    func runs() {
        var session = Self.session()
        #expect(session.handle(.tick(at: 0)).contains(.startRun))
        #expect(session.handle(.runFinished(Self.card(clean: false), at: 1)).count == 2)
        #expect(session.handle(.tick(at: 5)).isEmpty)
        _ = session.handle(.filesChanged(["saved Katas/Kata1Demo/A.swift"], at: 6))
        _ = session.handle(.filesChanged(["saved Katas/Kata1Demo/A.swift"], at: 6.25))
        #expect(session.handle(.tick(at: 6.45)).isEmpty)
        let started = session.handle(.tick(at: 6.6))
        #expect(started.contains(.startRun) && Self.said(started).contains("(saved Katas/Kata1Demo/A.swift)"))
        #expect(session.handle(.tick(at: 9)).isEmpty)
    }

    @Test("A save during a run cancels it, and another run follows once the files are quiet")
    func saveCancels() {
        var session = Self.session()
        _ = session.handle(.tick(at: 0))
        #expect(session.handle(.filesChanged(["saved X.swift"], at: 1)).contains(.cancelRun))
        #expect(session.handle(.tick(at: 2)).isEmpty)
        _ = session.handle(.runCancelled)
        #expect(session.handle(.tick(at: 2.1)).contains(.startRun))
        #expect(session.runs == 2)
    }

    @Test("What changed since the last run is said in words; a build that still fails says so")
    func changes() {
        var session = Self.session()
        _ = session.handle(.tick(at: 0))
        _ = session.handle(.runFinished(Self.card(clean: false), at: 1))
        _ = session.handle(.filesChanged(["saved X.swift"], at: 1.1))
        _ = session.handle(.tick(at: 1.5))
        let said = Self.said(session.handle(.runFinished(Self.card(clean: true), at: 3)))
        #expect(
            said.contains(
                "Since the last run:\n  scenarios clean: 0 of 1 → 1 of 1\n"
                    + "  \"The cart toggle decides\": breaks isolated → clean"))
        var broken = Self.card(clean: true)
        broken.trouble = .buildFailed(file: "Katas/Kata1Demo/A.swift", line: 3, message: "expected '}'", kata: 1)
        #expect(
            RunChanges.describe(from: nil, to: broken, lastTrouble: broken.trouble) == [
                "the build still fails: Katas/Kata1Demo/A.swift:3: error: expected '}'"
            ])
        #expect(
            RunChanges.describe(from: Self.card(clean: true), to: Self.card(clean: true), lastTrouble: broken.trouble)
                == ["the build works again"])
        var failing = Self.card(clean: true)
        failing.failures = ["The app does what it did: it reached nothing on Katas"]
        #expect(
            RunChanges.describe(from: Self.card(clean: true), to: failing, lastTrouble: nil) == [
                "FAILS: The app does what it did: it reached nothing on Katas"
            ])
        #expect(
            RunChanges.describe(from: failing, to: Self.card(clean: true), lastTrouble: nil) == [
                "passes now: The app does what it did: it reached nothing on Katas"
            ])
    }

    @Test("Many scenarios turning at once say what they turned to; a parameterized test of yours is one line")
    func manyAndCases() {
        let scenario = { (name: String, broken: [String]) in
            Scorecard.Scenario(
                id: name, name: name, katas: Run.Verdict(version: "Katas", broken: broken, failed: false))
        }
        var old = Self.card(clean: false)
        old.scenarios = (1...7).map { scenario("S\($0)", ["hermetic"]) }
        var new = old
        new.scenarios = (1...7).map { scenario("S\($0)", $0 <= 5 ? [] : ["isolated"]) }
        new.ownTests = [
            Scorecard.OwnTest(
                name: "f(n:)", cases: 3,
                id: "Kata1Tests.YourTests/f(n:)/YourTests.swift:3:6",
                failure: "Expectation failed", judged: true)
        ]
        let lines = RunChanges.describe(from: old, to: new, lastTrouble: nil)
        #expect(lines.contains("7 scenarios changed: 5 now clean, 2 now break isolated"))
        #expect(lines.contains("your test f(n:): none → fails"))
        #expect(lines.filter { $0.hasPrefix("your test") }.count == 1)
    }

    @Test("h shows the next hint without the page's links; q cancels the run and quits; Enter runs again")
    func keys() {
        var session = Self.session()
        let hint = Self.said(session.handle(.typed("h")))
        #expect(hint.hasPrefix("Hint 1 of 3 (docs/kata1-demo/hint1.md):\n\nFirst hint.") && !hint.contains("[Hint 2]"))
        #expect(session.handle(.typed("q")) == [.cancelRun, .quit])
        _ = session.handle(.tick(at: 0))
        _ = session.handle(.runFinished(Self.card(clean: true), at: 1))
        _ = session.handle(.typed(""))
        #expect(session.handle(.tick(at: 1.1)).contains(.startRun))
    }
}
