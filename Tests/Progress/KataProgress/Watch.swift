import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `swift run katas watch N`: the kata's suites run, and run again on every
// save. The parts that decide (what changed on disk, when to run, what a run
// changed, which hint is next) are values driven by explicit times and
// events; `Watcher` is the thin loop that feeds them from the disk, the
// keyboard and `swift test`.

/// The files under some folders, each with when it was last modified and
/// its size: polled, so that watching needs no package and works alike on
/// Linux and macOS.
public struct FileSnapshot: Sendable, Equatable {
    /// One file's stamp.
    public struct Stamp: Sendable, Equatable {
        /// The modification time, in nanoseconds since 1970.
        public var modified: Int64
        public var size: Int64

        public init(modified: Int64, size: Int64) {
            self.modified = modified
            self.size = size
        }
    }

    /// What happened to one file between two snapshots.
    public enum Change: Sendable, Equatable {
        case added(String)
        case removed(String)
        case modified(String)

        /// The file's path, relative to the snapshot's root.
        public var path: String {
            switch self {
            case .added(let path), .removed(let path), .modified(let path): path
            }
        }

        /// The change, as a learner reads it: "saved Katas/Kata1…/X.swift".
        public var description: String {
            switch self {
            case .added(let path): "new \(path)"
            case .removed(let path): "deleted \(path)"
            case .modified(let path): "saved \(path)"
            }
        }
    }

    /// Each file's stamp, by its path relative to the root.
    public var files: [String: Stamp]

    public init(files: [String: Stamp] = [:]) {
        self.files = files
    }

    /// What changed from this snapshot to `newer`, by path.
    public func changes(to newer: FileSnapshot) -> [Change] {
        var changes: [Change] = []
        for (path, stamp) in newer.files {
            if let old = files[path] {
                if old != stamp { changes.append(.modified(path)) }
            } else {
                changes.append(.added(path))
            }
        }
        for path in files.keys where newer.files[path] == nil { changes.append(.removed(path)) }
        return changes.sorted { $0.path < $1.path }
    }

    /// The files under `folders` (relative to `root`) now. Hidden files, and
    /// the backups and probes editors leave beside a file, are left out.
    public static func take(of folders: [String], in root: URL) -> FileSnapshot {
        var files: [String: Stamp] = [:]
        for folder in folders {
            let base = root.appending(path: folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let name = walker.nextObject() as? String {
                let last = (name as NSString).lastPathComponent
                if isIgnored(last) {
                    walker.skipDescendants()
                    continue
                }
                var info = stat()
                guard stat(base.appending(path: name).path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                    continue
                }
                #if canImport(Darwin)
                    let time = info.st_mtimespec
                #else
                    let time = info.st_mtim
                #endif
                files["\(folder)/\(name)"] = Stamp(
                    modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec), size: Int64(info.st_size))
            }
        }
        return FileSnapshot(files: files)
    }

    /// Hidden files (an editor's swap file), backups ("X.swift~") and vim's
    /// write probe ("4913") are no save of the learner's.
    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name == "4913"
    }
}

/// When to run: after the files have been quiet for `quiet` seconds since
/// the last change seen, never while a run is running, and once more after a
/// run if anything changed during it. Driven by explicit times, in seconds
/// on any clock that only goes forward.
public struct RunTrigger: Sendable, Equatable {
    /// What to do now.
    public enum Decision: Sendable, Equatable {
        case start
        case wait
    }

    /// How long the files must be quiet before a run starts.
    public let quiet: Double
    /// Whether a run is running.
    public private(set) var running = false
    /// When the last change not yet run was seen, if there is one.
    public private(set) var changedAt: Double?

    /// With `runAtStart`, the first decision starts a run at once.
    public init(quiet: Double = 0.3, runAtStart: Bool = true) {
        self.quiet = quiet
        changedAt = runAtStart ? -.infinity : nil
    }

    /// Files changed at `time`: a run follows once they have been quiet.
    public mutating func filesChanged(at time: Double) {
        changedAt = time
    }

    /// A run is wanted now, without waiting for quiet (after the one that
    /// is running, if one is).
    public mutating func runWanted() {
        changedAt = -.infinity
    }

    /// The run that was running has finished.
    public mutating func runFinished() {
        running = false
    }

    /// Whether to start a run at `now`. Starting one covers every change
    /// seen so far.
    public mutating func decide(at now: Double) -> Decision {
        guard !running, let changedAt, now - changedAt >= quiet else { return .wait }
        running = true
        self.changedAt = nil
        return .start
    }
}

/// What changed between runs, in short lines of words: the differ compares
/// each run's scorecard with the last one's (and, after a run that did not
/// finish, with the last one that did).
public struct RunHistory: Sendable {
    /// How many of the learner's tests the kata asks for.
    public let minimumOwnTests: Int
    /// The package's folder, as the compiler writes it in its errors.
    public let package: String
    /// The last run's scorecard.
    public private(set) var last: Scorecard?
    /// The last scorecard of a run that finished.
    public private(set) var lastFinished: Scorecard?

    public init(minimumOwnTests: Int, package: String) {
        self.minimumOwnTests = minimumOwnTests
        self.package = package
    }

    /// Records `card` and says what changed since the run before: nothing
    /// for the first run.
    public mutating func record(_ card: Scorecard) -> [String] {
        defer {
            last = card
            if card.trouble == nil { lastFinished = card }
        }
        guard let last else { return [] }
        if let trouble = card.trouble {
            return [Self.describe(trouble, before: last.trouble, package: package)]
        }
        var lines: [String] = []
        if let before = last.trouble {
            if case .buildFailed = before {
                lines.append("the build works again")
            } else {
                lines.append("the run finishes again")
            }
        }
        guard let lastFinished else {
            lines.append("\(card.cleanScenarios)/\(card.scenarios.count) scenarios clean")
            if card.isSolved(minimumOwnTests: minimumOwnTests) { lines.append("Solved.") }
            return lines
        }
        return lines + Self.changes(from: lastFinished, to: card, minimumOwnTests: minimumOwnTests)
    }

    /// A run that did not finish, in one line.
    static func describe(_ trouble: Trouble, before: Trouble?, package: String) -> String {
        func names(_ running: [String]) -> String {
            running.isEmpty ? "" : " while running \(running.map { "\"\($0)\"" }.joined(separator: ", "))"
        }
        switch trouble {
        case .buildFailed(let error):
            let still: Bool
            if case .buildFailed = before { still = true } else { still = false }
            let place =
                error.map { error in
                    let line = error.line.map { ":\($0)" } ?? ""
                    return error.file.isEmpty
                        ? "error: \(error.message)"
                        : "\(located(error.file, package: package))\(line): error: \(error.message)"
                } ?? "see swift build --build-tests"
            return "\(still ? "the build still fails" : "the build failed"): \(place)"
        case .noTestRan:
            return "no test ran: the filter matched none"
        case .hung(let running, let seconds):
            return "the run hung: no progress for \(seconds) s\(names(running))"
        case .endedEarly(let running, _, _):
            return "the run ended early (a crash or an exit)\(names(running))"
        case .failedWithoutIssue(let status, _):
            return "swift test failed (status \(status)) and no test recorded a failure"
        }
    }

    /// A compiler error as a learner finds it: the path from the package's
    /// folder, and the line without the column.
    /// "/p/Katas/K/X.swift:12:5: error: …" → "Katas/K/X.swift:12: error: …".
    static func located(_ error: String, package: String) -> String {
        var text = error.trimmingCharacters(in: .whitespaces)
        let prefix = package.hasSuffix("/") ? package : package + "/"
        if text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        // Drop ":column" after "file.swift:line".
        let parts = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        if parts.count == 4, parts[0].hasSuffix(".swift"), Int(parts[1]) != nil, Int(parts[2]) != nil {
            return "\(parts[0]):\(parts[1]):\(parts[3])"
        }
        return text
    }

    /// What changed from one finished run to the next, in short lines.
    public static func changes(from old: Scorecard, to new: Scorecard, minimumOwnTests: Int) -> [String] {
        var lines: [String] = []
        let before = Dictionary(old.scenarios.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let total = "(\(new.cleanScenarios)/\(new.scenarios.count))"

        let nowClean = new.scenarios.filter { $0.isCleanOnKatas && before[$0.name]?.isCleanOnKatas != true }
        if !nowClean.isEmpty {
            let names = nowClean.count <= 3 ? ": " + nowClean.map(\.name).joined(separator: "; ") : ""
            lines.append("\(count(nowClean.count, "more scenario")) clean \(total)\(names)")
        }
        let noLonger = new.scenarios.filter { !$0.isCleanOnKatas && before[$0.name]?.isCleanOnKatas == true }
        if !noLonger.isEmpty {
            let names = noLonger.map { "\($0.name) (\(why($0)))" }.joined(separator: "; ")
            lines.append("\(count(noLonger.count, "scenario")) no longer clean \(total): \(names)")
        }
        for rule in Scorecard.rules {
            let was = old.scenarios.filter { $0.katasRules.contains(rule) }.count
            let now = new.scenarios.filter { $0.katasRules.contains(rule) }.count
            guard was != now else { continue }
            lines.append(
                now == 0
                    ? "the \(rule) rule: no scenario breaks it now (\(was) did)"
                    : "the \(rule) rule: broken in \(count(now, "scenario")) (was \(was))")
        }
        for scenario in new.scenarios {
            let was = before[scenario.name]
            if scenario.katasFails != (was?.katasFails ?? false) {
                lines.append(
                    scenario.katasFails
                        ? "the scenario \"\(scenario.name)\" now fails on your code: its behaviour changed"
                        : "the scenario \"\(scenario.name)\" no longer fails on your code")
            }
            if scenario.solutionsFails != (was?.solutionsFails ?? false) {
                lines.append(
                    scenario.solutionsFails
                        ? "the scenario \"\(scenario.name)\" now fails on the Solutions"
                        : "the scenario \"\(scenario.name)\" no longer fails on the Solutions")
            }
        }
        lines += ownTestChanges(from: old.ownTests, to: new.ownTests)
        for finding in new.ruleFindings where !old.ruleFindings.contains(finding) {
            lines.append("the rule check now reports: \(firstLine(finding))")
        }
        let fixed = old.ruleFindings.filter { !new.ruleFindings.contains($0) }.count
        if fixed > 0 { lines.append("the rule check no longer reports \(count(fixed, "finding"))") }
        for failure in new.otherFailures where !old.otherFailures.contains(failure) {
            lines.append("now fails: \(firstLine(failure))")
        }
        for failure in old.otherFailures where !new.otherFailures.contains(failure) {
            lines.append("passes again: \(firstLine(failure))")
        }
        let wasSolved = old.isSolved(minimumOwnTests: minimumOwnTests)
        let isSolved = new.isSolved(minimumOwnTests: minimumOwnTests)
        if isSolved && !wasSolved { lines.append("Solved.") }
        if wasSolved && !isSolved { lines.append("no longer solved") }
        return lines.isEmpty ? ["no verdict changed"] : lines
    }

    /// The learner's tests, matched by name: a test's id holds its line,
    /// which moves when a line above it is added.
    static func ownTestChanges(from old: [Scorecard.OwnTest], to new: [Scorecard.OwnTest]) -> [String] {
        var lines: [String] = []
        let before = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for test in new {
            let name = "\"\(test.name)\""
            guard let was = before[test.name] else {
                lines.append(
                    test.counts
                        ? "your new test \(name) passes and counts"
                        : "your new test \(name) does not count: \(test.why.joined(separator: "; "))")
                continue
            }
            if was.passed && !test.passed {
                lines.append("your test \(name) now fails")
            } else if !was.passed && test.passed {
                lines.append("your test \(name) passes again")
            }
            for text in test.judged.compactMap({ Scorecard.rule(in: $0) })
            where !was.judged.contains(where: { Scorecard.rule(in: $0) == text }) {
                lines.append("your test \(name) now breaks the \(text) rule")
            }
            if was.counts != test.counts && test.passed == was.passed {
                lines.append(
                    test.counts
                        ? "your test \(name) now counts"
                        : "your test \(name) no longer counts: \(test.why.joined(separator: "; "))")
            }
        }
        let names = Set(new.map(\.name))
        for test in old where !names.contains(test.name) {
            lines.append("your test \"\(test.name)\" is gone")
        }
        return lines
    }

    private static func why(_ scenario: Scorecard.Scenario) -> String {
        var why = scenario.katasRules.map { "breaks \($0)" }
        if scenario.katasFails { why.append("fails on your code") }
        return why.joined(separator: ", ")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private static func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }
}

/// The kata's hints, one at a time, each shown once.
public struct Hints: Sendable {
    /// How many hints a kata has.
    public static let count = 3
    public let kata: Int
    /// The kata's folder under `docs/`, where its hints are.
    public let docs: String
    /// How many have been shown.
    public private(set) var shown = 0

    public init(kata: Int, docs: String) {
        self.kata = kata
        self.docs = docs
    }

    /// The path of hint `index` (from 1), from the package's folder.
    public func path(_ index: Int) -> String {
        "\(docs)/hint\(index).md"
    }

    /// The next hint not yet shown, read with `read` (a path from the
    /// package's folder to its text); after the last, where to go next.
    public mutating func next(read: (String) -> String?) -> String {
        guard shown < Self.count else {
            return "No more hints: all \(Self.count) are shown. The answer's steps, one command each: "
                + "swift run katas jump \(kata) 1 (it never overwrites unsaved work)."
        }
        shown += 1
        guard let text = read(path(shown)) else { return "Hint \(shown) of \(Self.count): cannot read \(path(shown))." }
        // The page's links to the next hint and the chapter are for a
        // reader on GitHub; here the next hint is a key away.
        let body = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("Still stuck?") && !$0.hasPrefix("Back to [") }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        let more = shown < Self.count ? "\n\nStill stuck? Type h and Enter for hint \(shown + 1)." : ""
        return "Hint \(shown) of \(Self.count) (\(path(shown))):\n\n\(body)\(more)"
    }
}

/// A watch session, as a value: it takes what happens (time passing, files
/// changing, a run finishing, a line typed) and answers what to do (start a
/// run, say something, quit). `Watcher` does the doing.
public struct WatchSession: Sendable {
    public enum Event: Sendable {
        /// Time passed: it is now `at` (seconds, on a clock that only goes
        /// forward).
        case tick(at: Double)
        /// The watched files changed, as seen at `at`.
        case filesChanged([FileSnapshot.Change], at: Double)
        /// The run finished with this scorecard.
        case runFinished(Scorecard, at: Double)
        /// `swift test` could not be started.
        case runFailed(String, at: Double)
        /// The learner typed a line.
        case typed(String)
    }

    public enum Action: Sendable, Equatable {
        /// Run the kata's suites; report with `.runFinished` or `.runFailed`.
        case startRun
        case say(String)
        case quit
    }

    public let kata: KataInfo
    /// The folders watched, from the package's folder.
    public let folders: [String]
    public private(set) var trigger: RunTrigger
    public private(set) var history: RunHistory
    public private(set) var hints: Hints
    /// The runs started so far.
    public private(set) var runs = 0
    /// What changed since the last run started.
    public private(set) var pending: [FileSnapshot.Change] = []
    private var startedAt: Double = 0
    private var toldQueued = false
    private let read: @Sendable (String) -> String?

    /// `read` reads a file of the package (a hint) by its path from the
    /// package's folder.
    public init(
        kata: KataInfo, folders: [String], package: String, quiet: Double = 0.3,
        read: @escaping @Sendable (String) -> String?
    ) {
        self.kata = kata
        self.folders = folders
        self.read = read
        trigger = RunTrigger(quiet: quiet)
        history = RunHistory(minimumOwnTests: kata.minimumOwnTests, package: package)
        hints = Hints(kata: kata.number, docs: kata.docs(in: URL(filePath: package)))
    }

    /// What the learner can type, told after every run.
    public var prompt: String {
        "Watching \(folders.joined(separator: " and ")). Type h and Enter for a hint, "
            + "Enter alone to run again, q and Enter to quit."
    }

    /// What a run follows: "saved Katas/Kata1…/X.swift", or, for several
    /// files, how many and their names.
    static func describe(_ changes: [FileSnapshot.Change]) -> String {
        if changes.isEmpty { return "asked for" }
        if changes.count == 1 { return changes[0].description }
        let names = changes.map { ($0.path as NSString).lastPathComponent }
        return "\(changes.count) files changed: \(names.joined(separator: ", "))"
    }

    public mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case .tick(let now):
            guard trigger.decide(at: now) == .start else { return [] }
            runs += 1
            startedAt = now
            toldQueued = false
            let cause = runs == 1 ? "" : " (\(Self.describe(pending)))"
            pending = []
            let first =
                runs == 1
                ? " The first builds what it needs first, silently: on a new clone, about a minute, up to three on a slow machine."
                : ""
            return [.say("\nRun \(runs) of Kata \(kata.number)'s suites\(cause)...\(first)"), .startRun]
        case .filesChanged(let changes, let at):
            guard !changes.isEmpty else { return [] }
            pending += changes.filter { change in !pending.contains(change) }
            trigger.filesChanged(at: at)
            guard trigger.running, !toldQueued else { return [] }
            toldQueued = true
            return [.say("Saved during the run: another run follows it.")]
        case .runFinished(let card, let at):
            trigger.runFinished()
            let changes = history.record(card)
            var text = card.report(minimumOwnTests: kata.minimumOwnTests)
            text += "\n\nRun \(runs) took \(Int((at - startedAt).rounded())) s."
            if !changes.isEmpty {
                text += " Since the last run:\n" + changes.map { "  \($0)" }.joined(separator: "\n")
            }
            return [.say(text), .say(prompt)]
        case .runFailed(let message, _):
            trigger.runFinished()
            return [.say("Could not run swift test: \(message)"), .say(prompt)]
        case .typed(let line):
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "h", "hint":
                return [.say(hints.next(read: read))]
            case "q", "quit", "exit":
                return [.quit]
            case "", "r", "run":
                trigger.runWanted()
                return trigger.running ? [.say("Another run follows this one.")] : []
            default:
                return [.say(prompt)]
            }
        }
    }
}

/// The watch's signal sources, kept for as long as the program runs.
nonisolated(unsafe) private var interruptSources: [any DispatchSourceSignal] = []

/// The watch loop: polls the files, reads the keyboard, runs the suites on
/// a thread of their own, and does what the session says.
public struct Watcher: Sendable {
    public let runner: SuiteRunner
    public let kata: KataInfo
    /// How often the files are polled, in seconds.
    public var pollEvery = 0.25

    public init(runner: SuiteRunner, kata: KataInfo) {
        self.runner = runner
        self.kata = kata
    }

    /// What the threads hand the loop.
    private final class Inbox: Sendable {
        let events = Mutex<[WatchSession.Event]>([])

        func post(_ event: WatchSession.Event) {
            events.withLock { $0.append(event) }
        }

        func take() -> [WatchSession.Event] {
            events.withLock {
                let taken = $0
                $0 = []
                return taken
            }
        }
    }

    /// Watches until the learner quits (status 0) or interrupts (Ctrl-C,
    /// status 130): either way the running `swift test` and everything it
    /// started are stopped first.
    public func run() -> Never {
        let package = runner.package
        let folders = Ladder(repository: package, kata: kata, caseSensitive: true).paths
        var session = WatchSession(kata: kata, folders: folders, package: package.path) { path in
            try? String(contentsOf: package.appending(path: path), encoding: .utf8)
        }
        interruptSources = Self.stopOnInterrupt()
        let inbox = Inbox()
        Thread.detachNewThread {
            while let line = readLine() { inbox.post(.typed(line)) }
        }
        let clock: @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
        var snapshot = FileSnapshot.take(of: folders, in: package)
        var polled = clock()
        var events: [WatchSession.Event] = [.tick(at: clock())]
        while true {
            for event in events {
                for action in session.handle(event) {
                    switch action {
                    case .say(let text):
                        // Straight to the terminal: stdio's flush of every
                        // stream would wait on the keyboard thread's lock.
                        FileHandle.standardOutput.write(Data((text + "\n").utf8))
                    case .quit:
                        SuiteRunner.stopRunningSuite()
                        exit(0)
                    case .startRun:
                        let runner = runner
                        let kata = kata
                        Thread.detachNewThread {
                            do {
                                let card = try runner.scorecards(for: [kata]).cards[0]
                                inbox.post(.runFinished(card, at: clock()))
                            } catch {
                                inbox.post(.runFailed("\(error)", at: clock()))
                            }
                        }
                    }
                }
            }
            usleep(20_000)
            events = inbox.take()
            let now = clock()
            if now - polled >= pollEvery {
                polled = now
                let newer = FileSnapshot.take(of: folders, in: package)
                let changes = snapshot.changes(to: newer)
                if !changes.isEmpty {
                    snapshot = newer
                    events.append(.filesChanged(changes, at: now))
                }
            }
            events.append(.tick(at: now))
        }
    }

    /// Ctrl-C, a termination request or a closed terminal stop the running
    /// `swift test` with its build and test processes, then end the watch.
    /// Handled outside a signal handler (a dispatch source), where finding
    /// the processes' children is safe.
    private static func stopOnInterrupt() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM, SIGHUP].map { received in
            signal(received, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: received, queue: .global())
            source.setEventHandler {
                SuiteRunner.stopRunningSuite()
                exit(128 + received)
            }
            source.resume()
            return source
        }
    }
}
