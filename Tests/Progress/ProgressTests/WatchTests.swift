import Foundation
import Testing

@testable import KataProgress

/// `swift run katas watch N`: its decisions are values driven by explicit
/// times, so these tests run in no time; only the file snapshot and the
/// stopping of a run touch the disk and processes.
@Suite("Progress · watching a kata")
struct WatchTests {
    static let kata = KataInfo.all[0]
    static let package = "/p"

    /// A session whose hints are "hint text N".
    static func session() -> WatchSession {
        WatchSession(
            kata: kata, folders: ["Katas/Kata1OneTapCheckout", "Tests/Kata1OneTapCheckout/Yours"], package: package
        ) {
            path in
            path.hasPrefix("docs/kata1/hint") ? "hint text \(path.dropFirst(15).prefix(1))" : nil
        }
    }

    static let saved = FileSnapshot.Change.modified("Katas/Kata1OneTapCheckout/OneTapFeature.swift")

    /// A card with `clean` of `total` scenarios clean (the rest break
    /// isolated) and the learner's `tests`, as (name, passed).
    static func card(clean: Int, of total: Int = 4, tests: [(String, Bool)] = [], trouble: Trouble? = nil)
        -> Scorecard
    {
        var card = Scorecard(number: 1, title: "T", from: Run(eventStream: ""))
        card.scenarios = (0..<total).map { index in
            Scorecard.Scenario(name: "scenario \(index)", katasRules: index < clean ? [] : ["isolated"])
        }
        card.ownTests = tests.map { name, passed in
            var test = Scorecard.OwnTest(name: name)
            test.passed = passed
            return test
        }
        card.trouble = trouble
        return card
    }

    static let buildFailed = Trouble.buildFailed(
        firstError: BuildError(
            compilerOutput: "/p/Katas/Kata1OneTapCheckout/OneTapFeature.swift:12:5: error: expected '}' in enum"))

    /// The runs a session starts and the text it says.
    static func started(_ actions: [WatchSession.Action]) -> Int {
        actions.filter { $0 == .startRun }.count
    }

    static func said(_ actions: [WatchSession.Action]) -> String {
        actions.compactMap { if case .say(let text) = $0 { text } else { nil } }.joined(separator: "\n")
    }

    // MARK: The trigger

    @Test("The first decision starts a run; then nothing runs until a file changes")
    func firstRun() {
        var trigger = RunTrigger(quiet: 0.3)
        #expect(trigger.decide(at: 0) == .start)
        trigger.runFinished()
        #expect(trigger.decide(at: 10) == .wait)
    }

    @Test("A saved file starts one run, once the files have been quiet for 0.3 s")
    func oneSaveOneRun() {
        var trigger = RunTrigger(quiet: 0.3, runAtStart: false)
        trigger.filesChanged(at: 1.0)
        #expect(trigger.decide(at: 1.0) == .wait)
        #expect(trigger.decide(at: 1.25) == .wait)
        #expect(trigger.decide(at: 1.3) == .start)
        trigger.runFinished()
        #expect(trigger.decide(at: 5) == .wait)
    }

    @Test("A burst of saves starts one run, 0.3 s after the last")
    func burst() {
        var trigger = RunTrigger(quiet: 0.3, runAtStart: false)
        var starts: [Double] = []
        for time in stride(from: 0.0, through: 3.0, by: 0.05) {
            if time <= 1.0, Int((time * 100).rounded()) % 25 == 0 { trigger.filesChanged(at: time) }
            if trigger.decide(at: time) == .start { starts.append(time) }
        }
        #expect(starts.count == 1)
        #expect(abs((starts.first ?? 0) - 1.3) < 0.001)
    }

    @Test("Never a run while one runs; saves during a run start exactly one more after it")
    func duringARun() {
        var trigger = RunTrigger(quiet: 0.3, runAtStart: false)
        trigger.filesChanged(at: 0)
        #expect(trigger.decide(at: 0.3) == .start)
        for time in [1.0, 2.0, 3.0] {
            trigger.filesChanged(at: time)
            #expect(trigger.decide(at: time + 0.5) == .wait)
        }
        trigger.runFinished()
        #expect(trigger.decide(at: 10) == .start)
        #expect(trigger.decide(at: 11) == .wait)
        trigger.runFinished()
        #expect(trigger.decide(at: 12) == .wait)
    }

    // MARK: The session

    @Test("A session: a save starts one run, a build error is shown, and the watch goes on")
    func session() {
        var session = Self.session()
        #expect(Self.started(session.handle(.tick(at: 0))) == 1)
        let first = session.handle(.runFinished(Self.card(clean: 1), at: 12))
        #expect(!Self.said(first).contains("Since the last run"))
        #expect(Self.said(first).contains("Scenarios clean on your code: 1 of 4"))
        #expect(Self.started(session.handle(.tick(at: 13))) == 0)

        // A burst of three saves: one run.
        var runs = 0
        for time in [20.0, 20.1, 20.25] {
            _ = session.handle(.filesChanged([Self.saved], at: time))
            runs += Self.started(session.handle(.tick(at: time)))
        }
        let start = session.handle(.tick(at: 20.6))
        runs += Self.started(start)
        #expect(runs == 1)
        #expect(
            Self.said(start).contains("Run 2 of Kata 1's suites (saved Katas/Kata1OneTapCheckout/OneTapFeature.swift)"))

        let broken = Self.said(session.handle(.runFinished(Self.card(clean: 0, trouble: Self.buildFailed), at: 25)))
        #expect(broken.contains("The package did not build"))
        #expect(
            broken.contains(
                "  the build failed: Katas/Kata1OneTapCheckout/OneTapFeature.swift:12: error: expected '}' in enum"))

        // The watch goes on: the fix starts a run, which says what changed
        // since the last run that finished.
        _ = session.handle(.filesChanged([Self.saved], at: 30))
        #expect(Self.started(session.handle(.tick(at: 30.3))) == 1)
        let fixed = Self.said(session.handle(.runFinished(Self.card(clean: 3), at: 40)))
        #expect(fixed.contains("  the build works again\n  2 more scenarios clean (3/4): scenario 1; scenario 2"))
        #expect(session.runs == 3)
    }

    @Test("A save during a run is told, and runs once after it")
    func saveDuringARun() {
        var session = Self.session()
        _ = session.handle(.tick(at: 0))
        #expect(Self.said(session.handle(.filesChanged([Self.saved], at: 1))).contains("another run follows"))
        #expect(Self.said(session.handle(.filesChanged([Self.saved], at: 2))).isEmpty)
        #expect(Self.started(session.handle(.tick(at: 3))) == 0)
        _ = session.handle(.runFinished(Self.card(clean: 1), at: 4))
        #expect(Self.started(session.handle(.tick(at: 4))) == 1)
        #expect(Self.started(session.handle(.tick(at: 9))) == 0)
    }

    @Test("h shows the next hint not yet shown, then where to go; q quits; Enter runs again")
    func keys() {
        var session = Self.session()
        _ = session.handle(.tick(at: 0))
        _ = session.handle(.runFinished(Self.card(clean: 1), at: 1))
        #expect(
            Self.said(session.handle(.typed("h")))
                == "Hint 1 of 3 (docs/kata1/hint1.md):\n\nhint text 1\n\nStill stuck? Type h and Enter for hint 2."
        )
        #expect(Self.said(session.handle(.typed(" H "))).hasPrefix("Hint 2 of 3"))
        #expect(Self.said(session.handle(.typed("hint"))).hasSuffix("hint text 3"))
        #expect(Self.said(session.handle(.typed("h"))).hasPrefix("No more hints"))
        #expect(Self.started(session.handle(.typed(""))) == 0)
        #expect(Self.said(session.handle(.tick(at: 2))).contains("Run 2 of Kata 1's suites (asked for)"))
        #expect(Self.said(session.handle(.typed("what"))).contains("q and Enter to quit"))
        #expect(session.handle(.typed("q")) == [.quit])
    }

    @Test("A run after several files changed names them")
    func severalFiles() {
        let changes: [FileSnapshot.Change] = [
            Self.saved, .added("Tests/Kata1Tests/More.swift"), .removed("Katas/K/Old.swift"),
        ]
        #expect(WatchSession.describe(changes) == "3 files changed: OneTapFeature.swift, More.swift, Old.swift")
        #expect(WatchSession.describe([.removed("Katas/K/Old.swift")]) == "deleted Katas/K/Old.swift")
    }

    @Test("A hint is shown without the page's links to the next one")
    func hintText() {
        var hints = Hints(kata: 2, docs: "docs/kata2-search")
        let page = "# Hint 1\n\nA nudge.\n\nStill stuck? [Hint 2](kata2-hint2.md). Back to [the chapter](../x.md).\n"
        #expect(
            hints.next { $0 == "docs/kata2-search/hint1.md" ? page : nil }
                == "Hint 1 of 3 (docs/kata2-search/hint1.md):\n\n# Hint 1\n\nA nudge.\n\n"
                + "Still stuck? Type h and Enter for hint 2.")
        #expect(hints.next { _ in nil } == "Hint 2 of 3: cannot read docs/kata2-search/hint2.md.")
    }

    // MARK: What changed

    @Test("Scenarios turning clean, and the rules behind them, in words")
    func scenariosClean() {
        let lines = RunHistory.changes(from: Self.card(clean: 1), to: Self.card(clean: 3), minimumOwnTests: 1)
        #expect(
            lines == [
                "2 more scenarios clean (3/4): scenario 1; scenario 2",
                "the isolated rule: broken in 1 scenario (was 3)",
            ])
    }

    @Test("A scenario that is no longer clean is named with why")
    func noLongerClean() {
        var new = Self.card(clean: 2)
        new.scenarios[0].katasFails = true
        let lines = RunHistory.changes(from: Self.card(clean: 2), to: new, minimumOwnTests: 1)
        #expect(
            lines == [
                "1 scenario no longer clean (1/4): scenario 0 (fails on your code)",
                "the scenario \"scenario 0\" now fails on your code: its behaviour changed",
            ])
    }

    @Test("Your tests: now failing, passing again, new, gone; and Solved. when it becomes solved")
    func ownTests() {
        let old = Self.card(clean: 4, tests: [("a", true), ("b", false), ("c", true)])
        let new = Self.card(clean: 4, tests: [("a", false), ("b", true), ("d", true)])
        #expect(
            RunHistory.changes(from: old, to: new, minimumOwnTests: 1) == [
                "your test \"a\" now fails", "your test \"b\" passes again", "your new test \"d\" passes and counts",
                "your test \"c\" is gone",
            ])
        let solved = Self.card(clean: 4, tests: [("a", true)])
        #expect(RunHistory.changes(from: Self.card(clean: 3), to: solved, minimumOwnTests: 1).last == "Solved.")
        #expect(RunHistory.changes(from: solved, to: solved, minimumOwnTests: 1) == ["no verdict changed"])
    }

    @Test("A build that still fails says so; the error is located from the package, without its column")
    func buildErrors() {
        var history = RunHistory(minimumOwnTests: 1, package: "/p/")
        #expect(history.record(Self.card(clean: 1)).isEmpty)
        #expect(
            history.record(Self.card(clean: 0, trouble: Self.buildFailed)) == [
                "the build failed: Katas/Kata1OneTapCheckout/OneTapFeature.swift:12: error: expected '}' in enum"
            ])
        #expect(
            history.record(Self.card(clean: 0, trouble: .buildFailed(firstError: nil))) == [
                "the build still fails: see swift build --build-tests"
            ])
        #expect(history.record(Self.card(clean: 1)) == ["the build works again", "no verdict changed"])
        #expect(
            history.record(Self.card(clean: 0, trouble: .hung(running: ["misc()"], seconds: 20))) == [
                "the run hung: no progress for 20 s while running \"misc()\""
            ])
        #expect(RunHistory.located("error: fatalError", package: "/p") == "error: fatalError")
    }

    @Test("The build error shown is the compiler's first located one, not the driver's line before it")
    func locatedError() {
        let output = """
            [3/9] Compiling Kata1 OneTapFeature.swift
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            /p/Katas/Kata1OneTapCheckout/OneTapFeature.swift:38:8: error: expected initial value after '='
            """
        let error = BuildError(compilerOutput: output)
        #expect(error?.file == "Katas/Kata1OneTapCheckout/OneTapFeature.swift")
        #expect(error?.line == 38)
        #expect(error?.message == "expected initial value after '='")
        #expect(BuildError(compilerOutput: "error: no such module")?.message == "no such module")
    }

    @Test("No line of what changed is a glyph: each starts with a word")
    func words() {
        let lines =
            RunHistory.changes(
                from: Self.card(clean: 0), to: Self.card(clean: 4, tests: [("a", true)]), minimumOwnTests: 1)
            + RunHistory.changes(from: Self.card(clean: 4), to: Self.card(clean: 0), minimumOwnTests: 1)
        #expect(
            lines.allSatisfy {
                $0.unicodeScalars.allSatisfy(\.isASCII) && ($0.first?.isLetter ?? false || $0.first?.isNumber ?? false)
            })
    }

    // MARK: The disk and processes

    @Test("The file snapshot sees a new, a deleted and a modified file, and leaves an editor's swap files out")
    func snapshot() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "katas-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let code = root.appending(path: "Katas/K/Sub")
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appending(path: "Tests/T"), withIntermediateDirectories: true)
        try "a".write(to: code.appending(path: "A.swift"), atomically: false, encoding: .utf8)
        try "b".write(to: root.appending(path: "Tests/T/B.swift"), atomically: false, encoding: .utf8)
        let folders = ["Katas/K", "Tests/T"]
        let before = FileSnapshot.take(of: folders, in: root)
        #expect(before.files.keys.sorted() == ["Katas/K/Sub/A.swift", "Tests/T/B.swift"])
        #expect(before.changes(to: FileSnapshot.take(of: folders, in: root)).isEmpty)

        try "aa".write(to: code.appending(path: "A.swift"), atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: root.appending(path: "Tests/T/B.swift"))
        try "c".write(to: root.appending(path: "Tests/T/C.swift"), atomically: false, encoding: .utf8)
        try "swap".write(to: root.appending(path: "Tests/T/.C.swift.swp"), atomically: false, encoding: .utf8)
        try "old".write(to: root.appending(path: "Tests/T/C.swift~"), atomically: false, encoding: .utf8)
        #expect(
            before.changes(to: FileSnapshot.take(of: folders, in: root)) == [
                .modified("Katas/K/Sub/A.swift"), .removed("Tests/T/B.swift"), .added("Tests/T/C.swift"),
            ])
    }

    @Test("A save that keeps the size is seen by its modification time")
    func sameSize() {
        let old = FileSnapshot(files: ["A.swift": .init(modified: 1_000_000_001, size: 3)])
        let new = FileSnapshot(files: ["A.swift": .init(modified: 1_000_000_002, size: 3)])
        #expect(old.changes(to: new) == [.modified("A.swift")])
    }
}

/// Stopping a run, as Ctrl-C and q do, against a real process group.
@Suite("Progress · stopping a watched run")
struct StopRunTests {
    @Test("A run's command starts with no signal blocked, though a test's (or a watch's) thread blocks them")
    func signalsUnblocked() throws {
        // A shell with SIGCHLD blocked would wait for its child forever (the
        // watchdog would stop it after 5 s, as stalled).
        let runner = SuiteRunner(package: FileManager.default.temporaryDirectory, hangAfter: 5)
        let outcome = try runner.run(["/bin/sh", "-c", #"echo started > "$0"; sleep 0.01 & wait; exit 7"#, "{events}"])
        #expect(outcome.ending == .exited(7))
    }

    @Test("Stopping a run's group stops its children too, and the run ends as signalled")
    func stop() throws {
        let folder = FileManager.default.temporaryDirectory
        let pids = folder.appending(path: "katas-stop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pids) }
        // The watchdog stops it after 10 s if the test does not.
        let runner = SuiteRunner(package: folder, hangAfter: 10)
        // The shell writes its own pid (the group's leader) and a child's,
        // then waits for the child, as `swift test` waits for its build.
        let script = #"echo started > "$0"; sleep 30 & echo "$$ $! ." > \#(pids.path); wait"#
        // On a thread of its own, as the watch runs it: a blocked task would
        // hold one of the few threads the tests' tasks share.
        let finished = Finished()
        Thread.detachNewThread {
            finished.outcome = try? runner.run(["/bin/sh", "-c", script, "{events}"])
            finished.done.signal()
        }
        var written: [pid_t] = []
        // Read once written whole (the "."), however loaded the machine.
        for _ in 0..<5000 where written.count < 2 {
            usleep(2000)
            let text = (try? String(contentsOf: pids, encoding: .utf8)) ?? ""
            if text.contains(".") { written = text.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) } }
        }
        try #require(written.count == 2)
        SuiteRunner.stop(group: written[0])
        _ = finished.done.wait(timeout: .now() + 20)
        #expect(finished.outcome?.ending == .signalled(SIGKILL))
        // SIGKILL is delivered at once, but a loaded machine may take a
        // moment to end the process.
        var running = RunnerTests.isRunning(written[1])
        for _ in 0..<100 where running {
            usleep(10_000)
            running = RunnerTests.isRunning(written[1])
        }
        #expect(!running)
    }

    /// A run's outcome, handed from its thread.
    final class Finished: @unchecked Sendable {
        var outcome: SuiteRunner.Outcome?
        let done = DispatchSemaphore(value: 0)
    }
}
