import Foundation
import MaintainerSupport
import Testability
import Testing

@testable import KataProgress

/// A run that did not finish is told as what it is, never as solved, from the stream and the exit status alone.
@Suite("Progress · a run ends with the truth")
struct TroubleTests {
    static let misc = "Kata1Tests.YourTests/misc()/YourTests.swift:13:4"
    static let stopped = Run(
        eventStream: [Streams.test(misc, "misc()"), Streams.runStarted, Streams.event("testStarted", misc)].joined(
            separator: "\n"))

    @Test("A hang names the test that was running")
    func hang() {
        let trouble = Trouble.of(Self.stopped, ending: .stalled(seconds: 20))
        #expect(trouble == .hung(running: ["misc()"], seconds: 20))
        #expect(
            trouble?.report(command: "c").contains(
                "no test made progress for 20 s, so it was stopped.\nIt stopped while running:\n  misc()") == true)
    }

    @Test("The judge's watchdog stopping a test (status 124) is a hang, not a crash")
    func watchdogStop() {
        #expect(Trouble.of(Self.stopped, ending: .exited(124)) == .hung(running: ["misc()"], seconds: nil))
    }

    @Test(
        "A crash, a signal or an exit(0) before the run's end is an early end, with what was running",
        arguments: [Command.Ending.exited(1), .signalled(11), .exited(0)])
    func endedEarly(ending: Command.Ending) {
        let trouble = Trouble.of(
            Self.stopped, ending: ending, output: "X.swift:692: Fatal error: Index out of range\nbacktrace")
        #expect(
            trouble
                == .endedEarly(
                    running: ["misc()"], ending: ending, quote: ["X.swift:692: Fatal error: Index out of range"]))
        var card = Scorecard(kata: ScorecardTests.kata, run: Self.stopped)
        card.trouble = trouble
        #expect(card.summaryLine.hasSuffix("the run did not finish: nothing here can be trusted · not solved"))
        #expect(card.report.hasSuffix("Not solved: the run did not finish, so no verdict of it can be trusted."))
    }

    @Test("A build failure names the kata, the first located error, and the reset that keeps the work")
    func buildFailure() {
        let output =
            "error: emit-module command failed\n/p/Katas/Kata3Weather/A.swift:3:1: error: cannot find 'x' in scope\n"
        let trouble = Trouble.of(Run(eventStream: ""), ending: .exited(1), output: output)
        #expect(
            trouble
                == .buildFailed(
                    file: "Katas/Kata3Weather/A.swift", line: 3, message: "cannot find 'x' in scope", kata: 3))
        #expect(trouble?.report(command: "c").contains("Kata 3's files do not compile.") == true)
        #expect(trouble?.report(command: "c").contains("  swift run katas reset 3 --keep") == true)
        var card = Scorecard(kata: ScorecardTests.kata, run: Run(eventStream: ""))
        card.trouble = trouble
        #expect(card.summaryLine == "Kata 1  not run: Kata 3's files do not compile · not solved")
    }

    @Test("No events and a status of 0: no test ran; a run that ended and failed with no failure recorded is no pass")
    func noPass() {
        #expect(Trouble.of(Run(eventStream: ""), ending: .exited(0)) == .noTestRan)
        let ended = Run(eventStream: Streams.runStarted + "\n" + Streams.runEnded)
        #expect(Trouble.of(ended, ending: .exited(1)) == .endedEarly(running: [], ending: .exited(1), quote: []))
        #expect(Trouble.of(ended, ending: .exited(0)) == nil)
    }

    @Test("Scenarios that ran with no verdict reaching the view are said loudly, never shown as an empty table")
    func noVerdicts() {
        let (stream, _) = Streams.split(Streams.scenarioRun(Streams.verdict("Katas"), Streams.verdict("Solutions")))
        let run = Run(eventStream: stream)
        #expect(Trouble.of(run, ending: .exited(0)) == .noVerdicts(scenarios: 1))
        let report = Trouble.noVerdicts(scenarios: 1).report(command: "swift test --filter Kata1")
        #expect(report.hasPrefix("1 scenario ran, and not one verdict reached the progress view"))
        #expect(report.contains("on this toolchain (Swift version"))
        let (full, records) = Streams.split(Streams.scenarioRun(Streams.verdict("Katas"), Streams.verdict("Solutions")))
        #expect(Trouble.of(Run(eventStream: full, records: records), ending: .exited(0)) == nil)
    }
}

/// Commands against real processes: a shell stands in for the tests, writing its stream to `$0`.
@Suite("Progress · running a command", .serialized, .ownThreads)
struct CommandTests {
    func run(_ script: String, hangAfter: Double = .infinity, cancel: @escaping @Sendable () -> Bool = { false }) throws
        -> Command.Outcome
    {
        let stream = FileManager.default.temporaryDirectory.appending(path: "katas-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stream) }
        return try Command.run(
            ["/bin/sh", "-c", script, stream.path], in: FileManager.default.temporaryDirectory, stream: stream,
            hangAfter: hangAfter, isCancelled: cancel)
    }

    @Test("A run whose stream stops growing is killed as stalled; the time before its first record is not timed")
    func stalls() throws {
        let start = Date()
        #expect(try run(#"sleep 0.5; echo x > "$0"; sleep 30"#, hangAfter: 0.4).ending == .stalled(seconds: 0))
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test("A signal, an exit status, and much output on both streams are told apart and read whole")
    func endings() throws {
        #expect(try run("kill -SEGV $$").ending == .signalled(SIGSEGV))
        #expect(try run("exit 3").ending == .exited(3))
        #expect(try run("yes out | head -c 200000; yes err | head -c 200000 >&2").output.utf8.count == 400_000)
    }

    @Test("A command no longer wanted is interrupted, and throws CancellationError")
    func cancels() throws {
        let start = Date()
        #expect(throws: CancellationError.self) {
            try run("sleep 30", cancel: { Date().timeIntervalSince(start) > 0.3 })
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }
}
