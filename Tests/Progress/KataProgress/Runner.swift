import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the `swift test` process ended, as the system reports it.
public enum Ending: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
    /// It made no progress (no new event) for this many seconds, and the
    /// progress view stopped it and its children.
    case stalled(seconds: Int)
}

/// What went wrong with a run as a whole, so that none of its verdicts can
/// be trusted: read from the event stream and the exit status only.
public enum Trouble: Sendable, Equatable {
    /// No test began and `swift test` failed: the package did not build.
    /// `firstError` is the compiler's first error, with whose files hold it.
    case buildFailed(firstError: BuildError?)
    /// No test began, and `swift test` succeeded: the filter matched nothing.
    case noTestRan
    /// The run made no progress for `seconds` and was stopped.
    case hung(running: [String], seconds: Int)
    /// The run began and never ended (no runEnded), and `swift test` ended
    /// as `ending` says: a crash, a signal, or an `exit` by the code or a
    /// test. `quote` is what `swift test` printed about it, to show.
    case endedEarly(running: [String], ending: Ending, quote: [String])
    /// The run ended, yet `swift test` failed with no failure recorded.
    case failedWithoutIssue(status: Int32, quote: [String])

    /// The trouble with a run, if any: a run that reached its end and whose
    /// status agrees with the issues it recorded has none.
    public static func of(run: Run, ending: Ending, output: String = "") -> Trouble? {
        if case .stalled(let seconds) = ending { return .hung(running: run.running, seconds: seconds) }
        if !run.began {
            if ending == .exited(0) { return .noTestRan }
            return .buildFailed(firstError: BuildError(compilerOutput: output))
        }
        if !run.ended { return .endedEarly(running: run.running, ending: ending, quote: Self.quote(output)) }
        if case .exited(let status) = ending, status != 0, !run.failed {
            return .failedWithoutIssue(status: status, quote: Self.quote(output))
        }
        if case .signalled(let signal) = ending {
            return .endedEarly(running: [], ending: .signalled(signal), quote: Self.quote(output))
        }
        return nil
    }

    /// A few of `swift test`'s own lines about an error (the crash message,
    /// the signal), shown as they are and never read for a verdict.
    static func quote(_ output: String) -> [String] {
        Array(
            output.split(separator: "\n").filter { $0.range(of: "error:", options: .caseInsensitive) != nil }
                .map { String($0.prefix(300)) }.prefix(3))
    }

    /// The trouble, told to a learner: what happened, what was running, and
    /// the command that shows it in full.
    public func report(command: String) -> String {
        var lines: [String] = []
        func running(_ names: [String]) {
            if names.isEmpty { return }
            lines.append(
                names.count == 1
                    ? "It stopped while running:"
                    : "It stopped while these were running (side by side; one of them stopped it):")
            lines += names.map { "  \($0)" }
        }
        switch self {
        case .buildFailed(let firstError):
            lines += firstError?.report ?? ["The package did not build, so no test ran."]
            lines.append("See why in full: swift build --build-tests")
            return lines.joined(separator: "\n")
        case .noTestRan:
            lines.append("No test ran: `\(command)` matched none.")
            return lines.joined(separator: "\n")
        case .hung(let names, let seconds):
            lines.append("The run hung: no test made progress for \(seconds) s, so it was stopped.")
            running(names)
        case .endedEarly(let names, let ending, let quote):
            switch ending {
            case .exited(0):
                lines.append(
                    "The run ended early: the test process exited (status 0) before the run's end, "
                        + "as `exit()` in a test or in the code under test does.")
            case .exited(let status):
                lines.append(
                    "The run ended early: the test process stopped (`swift test` exited with status \(status)) "
                        + "before the run's end: a crash, such as an index out of range, or a signal.")
            case .signalled(let signal):
                lines.append("The run ended early: `swift test` was ended by signal \(signal).")
            case .stalled(let seconds):
                lines.append("The run hung: no test made progress for \(seconds) s, so it was stopped.")
            }
            running(names)
            lines += quote.map { "  | \($0)" }
        case .failedWithoutIssue(let status, let quote):
            lines.append("The run ended, but `swift test` exited with status \(status) and no test recorded a failure.")
            lines += quote.map { "  | \($0)" }
        }
        lines.append("See it in full: \(command)")
        return lines.joined(separator: "\n")
    }
}

/// The process group of the `swift test` running now, so that an interrupt
/// of the progress view stops it too: it runs in a group of its own, which
/// the terminal's Ctrl-C does not reach.
private let runningGroup = Atomic<Int32>(0)

/// Runs `swift test` in a package and reads what happened from the event
/// stream it writes; never from the console.
public struct SuiteRunner: Sendable {
    /// The package's folder.
    public let package: URL
    /// The `swift` to run.
    public let swift: String
    /// How long a run may go without a new event before it is stopped as
    /// hung. The build before the first event is not timed.
    public let hangAfter: Double

    public init(package: URL, swift: String = "swift", hangAfter: Double = 20) {
        self.package = package
        self.swift = swift
        self.hangAfter = hangAfter
    }

    /// What one `swift test` came to.
    public struct Outcome: Sendable {
        /// The run, as its event stream tells it.
        public let run: Run
        /// How `swift test` ended.
        public let ending: Ending
        /// What `swift test` printed, kept only to show a build error.
        public let output: String
        /// What went wrong with the run as a whole, if anything.
        public var trouble: Trouble? { Trouble.of(run: run, ending: ending, output: output) }
    }

    /// Runs `swift test` with `arguments` (e.g. `--filter Kata3`).
    public func test(_ arguments: [String]) throws -> Outcome {
        try run(
            [swift, "test"] + arguments + ["--event-stream-output-path", "{events}", "--event-stream-version", "0"])
    }

    /// Runs `command` (its "{events}" replaced by the event stream's path) in
    /// the package, in a process group of its own, its output in a file (so
    /// that no pipe can fill and stall it); stops the group when the stream
    /// has not grown for `hangAfter` seconds since its first record.
    func run(_ command: [String]) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory
        let name = "katas-\(UUID().uuidString)"
        let events = folder.appending(path: "\(name).jsonl")
        let log = folder.appending(path: "\(name).log")
        defer {
            try? FileManager.default.removeItem(at: events)
            try? FileManager.default.removeItem(at: log)
        }
        let arguments = command.map { $0 == "{events}" ? events.path : $0 }
        let pid = try spawn(arguments, output: log.path)
        runningGroup.store(pid, ordering: .sequentiallyConsistent)
        defer { runningGroup.store(0, ordering: .sequentiallyConsistent) }
        var status: Int32 = 0
        var size = 0
        var lastProgress = Date()
        var stalled = false
        while waitpid(pid, &status, WNOHANG) == 0 {
            let now = Date()
            let grown = Self.size(of: events.path)
            if grown != size {
                size = grown
                lastProgress = now
            } else if size > 0, now.timeIntervalSince(lastProgress) > hangAfter {
                // SwiftPM starts the test process in a group of its own:
                // its descendants are found before any of them is stopped.
                Self.stop(group: pid)
                _ = waitpid(pid, &status, 0)
                stalled = true
                break
            }
            usleep(20_000)
        }
        // Whatever the group left behind (a test process whose parent
        // died) goes with it.
        kill(-pid, SIGKILL)
        let ending: Ending =
            stalled
            ? .stalled(seconds: Int(hangAfter.rounded()))
            : status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
        let text = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Outcome(run: Run(eventStream: text), ending: ending, output: output)
    }

    /// The processes descended from `pid`, from `ps`, which every Linux and
    /// macOS has.
    static func descendants(of pid: pid_t) -> [pid_t] {
        let log = FileManager.default.temporaryDirectory.appending(path: "katas-ps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        let shell = ["/bin/sh", "-c", #"exec ps -A -o pid= -o ppid= > "$0""#, log.path]
        let argv = shell.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        var status: Int32 = 0
        guard posix_spawn(&child, "/bin/sh", nil, nil, argv, environ) == 0 else { return [] }
        _ = waitpid(child, &status, 0)
        let table = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
            line -> (pid_t, pid_t)? in
            let fields = line.split(separator: " ").compactMap { pid_t($0) }
            return fields.count == 2 ? (fields[0], fields[1]) : nil
        }
        var found: [pid_t] = []
        var parents = [pid]
        while let parent = parents.popLast() {
            for (process, itsParent) in table where itsParent == parent && !found.contains(process) {
                found.append(process)
                parents.append(process)
            }
        }
        return found
    }

    private static func size(of path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Starts `arguments` in the package's folder as the leader of a new
    /// process group, with no input and its output in `output`.
    private func spawn(_ arguments: [String], output: String) throws -> pid_t {
        #if canImport(Glibc)
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #else
            var attributes: posix_spawnattr_t?
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The command starts with no signal blocked and the usual actions
        // for the signals that stop or reap: a thread of a dispatch queue
        // (a test's, a watch's run) blocks nearly every signal, and the watch
        // ignores Ctrl-C, and a child inherits both. A shell with SIGCHLD
        // blocked waits for its children forever.
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        for reset in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGPIPE] { sigaddset(&signals, reset) }
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The shell moves to the package's folder and becomes the command
        // (`exec`), which keeps its process id: posix_spawn's own chdir is
        // not in every C library Swift imports.
        let shell = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, package.path] + arguments
        let argv = shell.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
        guard result == 0 else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/bin/sh"])
        }
        return pid
    }

    /// Stops the running `swift test`, if one is running, with everything
    /// it started: its build, and its test process, which runs in a group of
    /// its own. Not for a signal handler: it runs `ps` to find them.
    public static func stopRunningSuite() {
        let group = runningGroup.load(ordering: .sequentiallyConsistent)
        guard group > 0 else { return }
        stop(group: group)
        // Reaped here too, so that not even its entry is left when the
        // program ends next (the run's own wait may reap it first).
        var status: Int32 = 0
        _ = waitpid(group, &status, 0)
    }

    /// Kills the process group led by `group` and every descendant of its
    /// leader, found before any of them is stopped.
    static func stop(group: pid_t) {
        let children = descendants(of: group)
        // The group first: a leader that outlived a child it waits for
        // would exit on its own, with a status, not as stopped.
        kill(-group, SIGKILL)
        for child in children { kill(child, SIGKILL) }
    }

    /// On Ctrl-C (or a termination request), passes it on to the running
    /// `swift test`, which stops its test process in turn, before ending.
    /// For a program that runs suites, as `swift run katas` does.
    public static func forwardInterrupts() {
        for interrupt in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(interrupt) { received in
                let group = runningGroup.load(ordering: .sequentiallyConsistent)
                if group > 0 { kill(-group, received) }
                _exit(128 + received)
            }
        }
    }

    /// The scorecards of `katas`, from one run of their suites. A learner's
    /// test that failed is run again alone, to tell a test that depends on
    /// the others from one that is simply wrong; with `alone`, every test of
    /// the learner's that passed is run alone too (a `swift test` each), to
    /// find one that passes only beside the others.
    public func scorecards(for katas: [KataInfo], alone: Bool = false) throws -> (
        cards: [Scorecard], outcome: Outcome
    ) {
        let filter = katas.count == 1 ? "Kata\(katas[0].number)" : "Kata[\(katas.map { "\($0.number)" }.joined())]"
        let outcome = try test(["--filter", filter])
        let trouble = outcome.trouble
        var cards = katas.map {
            var card = Scorecard(number: $0.number, title: $0.title, from: outcome.run)
            card.trouble = trouble
            return card
        }
        guard trouble == nil else { return (cards, outcome) }
        for index in cards.indices {
            var checked: [String: Outcome] = [:]
            for testIndex in cards[index].ownTests.indices {
                let test = cards[index].ownTests[testIndex]
                let failedTogether = !test.passed && test.judged.isEmpty
                guard failedTogether || (alone && test.passed) else { continue }
                let run: Outcome
                if let done = checked[test.id] {
                    run = done
                } else {
                    run = try self.test(["--filter", Self.filter(forTestID: test.id)])
                    checked[test.id] = run
                }
                guard run.trouble == nil, run.run.testCount == 1 else { continue }
                let passedAlone = !run.run.issues.contains {
                    !$0.isKnown && $0.testID == test.id && ($0.caseID == nil || $0.caseID == test.caseID)
                }
                if failedTogether && passedAlone { cards[index].ownTests[testIndex].dependsOnOthers = true }
                if test.passed && !passedAlone { cards[index].ownTests[testIndex].failsAlone = true }
            }
        }
        return (cards, outcome)
    }

    /// A `--filter` that selects exactly the test whose id is `id`.
    static func filter(forTestID id: String) -> String {
        // The id without its source location: the module, the suites, the
        // function.
        var components = id.split(separator: "/", omittingEmptySubsequences: false)
        if components.count > 1, components.last?.contains(":") == true { components.removeLast() }
        let function = components.joined(separator: "/")
        let escaped = NSRegularExpression.escapedPattern(for: function)
        return "^\(escaped)(/|$)"
    }
}
