import Foundation
import Testability
import Testing

@testable import KataProgress

/// A run that did not finish is told as what it is, never as solved: these
/// specimens are event streams as Swift Testing leaves them when the run
/// hangs, crashes, exits or does not build, with the exit status beside.
@Suite("Progress · a run ends with the truth")
struct TruthTests {
    static let misc = "Kata1Tests.YourTests/misc()/YourTests.swift:13:4"
    static let good = "Kata1Tests.YourTests/good()/YourTests.swift:8:4"

    /// A run that got as far as `misc()` starting, after `good()` passed.
    static let stoppedInMisc = [
        Stream.test(
            id: "Kata1Tests.YourTests", name: "Your tests", file: "/p/Tests/Kata1Tests/YourTests.swift", suite: true),
        Stream.test(id: good, name: "good()", file: "/p/Tests/Kata1Tests/YourTests.swift", line: 8),
        Stream.test(id: misc, name: "misc()", file: "/p/Tests/Kata1Tests/YourTests.swift", line: 13),
        Stream.runStarted, Stream.started("Kata1Tests.YourTests"), Stream.started(good), Stream.ended(good),
        Stream.started(misc),
    ]

    /// A card that is solved but for `trouble`.
    static func card(_ trouble: Trouble?) -> Scorecard {
        var card = Scorecard(number: 1, title: "T", from: Run(eventStream: Stream.scenario()))
        card.ownTests = [Scorecard.OwnTest(name: "a")]
        card.trouble = trouble
        return card
    }

    @Test("A hang (no runEnded, the watchdog stopped it) names the test that was running")
    func hang() {
        let run = Run(eventStream: Self.stoppedInMisc.joined(separator: "\n"))
        let trouble = Trouble.of(run: run, ending: .stalled(seconds: 20))
        #expect(trouble == .hung(running: ["misc()"], seconds: 20))
        let report = trouble?.report(command: "swift test --filter Kata1") ?? ""
        #expect(report.contains("no test made progress for 20 s"))
        #expect(report.contains("  misc()"))
        #expect(report.contains("See it in full: swift test --filter Kata1"))
    }

    @Test(
        "A crash (the stream stops mid-test; swift test fails, or a signal ends it) is reported with the test",
        arguments: [Ending.exited(1), .signalled(11)])
    func crash(ending: Ending) {
        let run = Run(eventStream: Self.stoppedInMisc.joined(separator: "\n"))
        let output = "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n 3 backtrace line"
        let trouble = Trouble.of(run: run, ending: ending, output: output)
        #expect(
            trouble
                == .endedEarly(
                    running: ["misc()"], ending: ending,
                    quote: ["Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"]))
        let card = Self.card(trouble)
        #expect(!card.isSolved(minimumOwnTests: 1))
        let report = card.report(minimumOwnTests: 1)
        #expect(report.contains("  misc()"))
        #expect(report.contains("| Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"))
        #expect(!report.contains("Solved."))
        #expect(!card.summaryLine(minimumOwnTests: 1).hasSuffix("· solved"))
    }

    @Test("An exit(0) mid-run (the stream stops, status 0) is an early end, not a pass")
    func exitZero() {
        let run = Run(eventStream: Self.stoppedInMisc.joined(separator: "\n"))
        let trouble = Trouble.of(run: run, ending: .exited(0))
        #expect(trouble == .endedEarly(running: ["misc()"], ending: .exited(0), quote: []))
        #expect(trouble?.report(command: "c").contains("exited (status 0) before the run's end") == true)
        #expect(!Self.card(trouble).isSolved(minimumOwnTests: 1))
    }

    @Test("A build failure (no events, a failed status) quotes the compiler's first error")
    func buildFailure() {
        let output =
            "Building for debugging...\n/p/Katas/A.swift:3:1: error: cannot find 'x' in scope\nerror: fatalError"
        let trouble = Trouble.of(run: Run(eventStream: ""), ending: .exited(1), output: output)
        #expect(
            trouble
                == .buildFailed(
                    firstError: BuildError(
                        file: "/p/Katas/A.swift", line: 3, message: "cannot find 'x' in scope", kata: nil,
                        isLearners: false)))
        #expect(trouble?.report(command: "c").contains("swift build --build-tests") == true)
        #expect(!Self.card(trouble).isSolved(minimumOwnTests: 1))
    }

    @Test("No events and a status of 0: no test ran, which is no pass either")
    func noTestRan() {
        #expect(Trouble.of(run: Run(eventStream: ""), ending: .exited(0)) == .noTestRan)
    }

    @Test("A run that ended but failed with no failure recorded is not trusted")
    func failedWithoutIssue() {
        let run = Run(
            eventStream: (Self.stoppedInMisc + [Stream.ended(Self.misc), Stream.runEnded]).joined(separator: "\n"))
        #expect(Trouble.of(run: run, ending: .exited(1)) == .failedWithoutIssue(status: 1, quote: []))
    }

    @Test("A run that ended, failing or not, as its status says, has no trouble")
    func finished() {
        let lines = Self.stoppedInMisc + [Stream.ended(Self.misc), Stream.runEnded]
        #expect(Trouble.of(run: Run(eventStream: lines.joined(separator: "\n")), ending: .exited(0)) == nil)
        let failing = lines + [Stream.issue(Self.misc, testCase: nil, .failure("Expectation failed"))]
        #expect(Trouble.of(run: Run(eventStream: failing.joined(separator: "\n")), ending: .exited(1)) == nil)
    }

    @Test("A stream cut short mid-record still reads up to the cut")
    func cutShort() {
        let text = Self.stoppedInMisc.joined(separator: "\n") + "\n" + #"{"kind":"event","payload":{"kind":"testE"#
        #expect(Run(eventStream: text).running == ["misc()"])
    }

    @Test("Tests of the same name that were running are told apart by where they are declared")
    func sameNamesRunning() {
        let a = "Kata1Tests.YourTests/a()/YourTests.swift:8:4"
        let b = "Kata1Tests.YourTests/b()/YourTests.swift:9:4"
        let lines = [
            Stream.test(id: a, name: "same"), Stream.test(id: b, name: "same"), Stream.runStarted, Stream.started(a),
            Stream.started(b),
        ]
        #expect(
            Run(eventStream: lines.joined(separator: "\n")).running == [
                "same [YourTests.swift:8:4]", "same [YourTests.swift:9:4]",
            ])
    }

    @Test("A parameterized test stopped in its second case names the case")
    func stoppedInACase() {
        let id = "Kata1Tests.YourTests/param(n:)/YourTests.swift:12:4"
        let lines = [
            Stream.test(id: id, name: "param(n:)", parameterized: true), Stream.runStarted, Stream.started(id),
            Stream.caseEvent("testCaseStarted", id, argument: "1"),
            Stream.caseEvent("testCaseEnded", id, argument: "1"),
            Stream.caseEvent("testCaseStarted", id, argument: "2"),
        ]
        #expect(Run(eventStream: lines.joined(separator: "\n")).running == ["param(n:) (2)"])
    }
}

/// The runner against real processes: a shell stands in for `swift test`,
/// writing to the event stream's path, which it gets as `$0`.
@Suite("Progress · running swift test safely", .serialized, .ownThreads)
struct RunnerTests {
    let runner = SuiteRunner(package: URL(filePath: FileManager.default.temporaryDirectory.path), hangAfter: 0.4)

    func run(_ script: String) throws -> SuiteRunner.Outcome {
        try runner.run(["/bin/sh", "-c", script, "{events}"])
    }

    @Test("A run that stops making progress is stopped, with its children, within the watchdog's time")
    func watchdog() throws {
        let pidFile = FileManager.default.temporaryDirectory.appending(path: "katas-child-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let start = Date()
        let outcome = try run(
            #"echo '\#(Stream.runStarted)' > "$0"; sleep 30 & echo $! > \#(pidFile.path); wait"#)
        #expect(outcome.ending == .stalled(seconds: 0))
        #expect(Date().timeIntervalSince(start) < 10)
        let child = try #require(
            pid_t(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(Self.isGone(child))
        #expect(outcome.trouble == .hung(running: [], seconds: 0))
    }

    /// Whether process `pid` is gone, or goes within two seconds: a killed
    /// process is reaped by whoever adopted it, on a loaded machine a moment
    /// later.
    static func isGone(_ pid: pid_t) -> Bool {
        for _ in 0..<40 {
            if !isRunning(pid) { return true }
            usleep(50_000)
        }
        return !isRunning(pid)
    }

    /// Whether process `pid` runs (a zombie, killed but not yet reaped by
    /// whoever adopted it, does not).
    static func isRunning(_ pid: pid_t) -> Bool {
        let ps = Process()
        ps.executableURL = URL(filePath: "/bin/sh")
        ps.arguments = ["-c", "ps -o stat= -p \(pid)"]
        let pipe = Pipe()
        ps.standardOutput = pipe
        guard
            let state = try? ps.runToExit(reading: {
                String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            })
        else { return false }
        let trimmed = state.trimmingCharacters(in: .whitespacesAndNewlines)
        return !trimmed.isEmpty && !trimmed.hasPrefix("Z")
    }

    @Test("The build is not timed: no progress before the first event is not a hang")
    func buildIsNotTimed() throws {
        let outcome = try run(#"sleep 0.8; echo '\#(Stream.runStarted)' > "$0"; echo '\#(Stream.runEnded)' >> "$0""#)
        #expect(outcome.ending == .exited(0))
        #expect(outcome.trouble == nil)
    }

    @Test("A signal and an exit status are told apart")
    func endings() throws {
        #expect(try run("kill -SEGV $$").ending == .signalled(SIGSEGV))
        #expect(try run("exit 3").ending == .exited(3))
    }

    @Test("Much output on both stdout and stderr does not stall the run")
    func muchOutput() throws {
        let outcome = try run("yes out | head -c 400000; yes err | head -c 400000 >&2; exit 0")
        #expect(outcome.ending == .exited(0))
        #expect(outcome.output.utf8.count == 800_000)
    }
}
