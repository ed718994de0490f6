import Foundation
import KataRecords
import Synchronization

/// Measures the learner's tests by the changes of their code they catch, never writing their files: every change is
/// compiled into one copy under `.build/mutants/` and switched on at run time. The report is saved by fingerprint.
public struct MutationCheck: Sendable {
    public let kata: Kata
    /// The files checked, by path from the package: the kata's code, its `Yours` and `Contract` folders.
    public let files: [String: Data]
    /// The copy's build, in a scratch path of its own so that the learner's stays as it was.
    public var suite: Suite

    /// The check of `kata` as it is on disk, or as `files` has it.
    public init(package: URL, kata: Kata, files: [String: Data]? = nil) {
        self.kata = kata
        self.files = files ?? Kata.files(kata.paths + ["Tests/\(kata.folder)/Contract"], in: package)
        suite = Suite(package: package)
        (suite.scratch, suite.environment) = (".build/mutation", ["KATAS_MUTATION": "\(kata.number)"])
    }

    /// FNV-1a over the files, the kata's scenarios and the check's version ("4"), path by path.
    public var fingerprint: String {
        let judge = Kata.files(["Tests/\(kata.folder)/Judge", "Tests/\(kata.folder)/Reference"], in: suite.package)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (path, data) in files.merging(judge, uniquingKeysWith: { $1 }).sorted(by: { $0.key < $1.key }) {
            for byte in Array("4\(path)\0".utf8) + data + [0] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return String(hash, radix: 16)
    }

    /// The report: the saved one if the files are as they were, else a new one, saved.
    public func run() throws -> MutationReport {
        let saved = suite.package.appending(path: ".build/katas/kata\(kata.number).json")
        let fingerprint = fingerprint
        if let data = try? Data(contentsOf: saved),
            let report = try? JSONDecoder().decode(MutationReport.self, from: data), report.fingerprint == fingerprint
        {
            return report
        }
        var report = try measure()
        report.fingerprint = fingerprint
        try FileManager.default.createDirectory(
            at: saved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(report).write(to: saved)
        return report
    }

    private func measure() throws -> MutationReport {
        let code = "Katas/\(kata.folder)/"
        var mutations: [String: [(number: Int, mutation: Mutation)]] = [:]
        var count = 0
        for (path, data) in files.sorted(by: { $0.key < $1.key }) where path.hasPrefix(code) && path.hasSuffix(".swift")
        {
            let found = MutationFinder.mutations(in: String(decoding: data, as: UTF8.self))
            mutations[path] = found.enumerated().map { (count + $0.offset + 1, $0.element) }
            count += found.count
        }
        var report = MutationReport()
        // A change that does not compile is dropped, charged by the compiler's errors: three builds at most.
        for attempt in 1...3 {
            let schemas = try write(mutations)
            let built = try suite.build(
                ticker: Ticker(
                    "building the copy",
                    opening: attempt == 1
                        ? "Building a copy of your code with \(count) small changes in it (the first after an edit "
                            + "takes longest)..."
                        : "Building the copy again, without the changes that did not compile...",
                    openingAfter: attempt == 1 ? 1 : 0))
            if built.ending == .exited(0) { break }
            for match in built.output.matches(of: #/(?m)^(.*?/\.build/mutants/[^/]+/Code/)(.*?):(\d+):(\d+): error:/#) {
                let file = code + match.2
                let culprit = schemas[file]?.culprit(line: Int(match.3) ?? 0, column: Int(match.4) ?? 0)
                mutations[file]?.removeAll { $0.number == culprit }
            }
            let left = mutations.values.map(\.count).reduce(0, +)
            if left == count || attempt == 3 {
                report.problem =
                    "its changed copy of your code did not build: " + Trouble.buildFailed(built.output).summary
                return report
            }
            count = left
        }
        report.made = count
        // The scenarios alone decide which changes count: the app's wiring checks touch the live stand-ins on
        // purpose, so a change only they catch is one no unit test could.
        let scenarios = "^Kata\(kata.number)Scenarios\\.Kata\(kata.number)Scenarios(/|$)"
        let own = "^Kata\(kata.number)Tests\\."
        let started = Date()
        let baseline = try suite.test(
            [scenarios, own],
            ticker: Ticker("running your code as it is", opening: "Running the scenarios and your tests as they are...")
        )
        guard baseline.trouble == nil else {
            report.problem = "the run of your code as it is did not finish"
            return report
        }
        // A change that makes a run hang is stopped once it has made no progress for five times the whole run's time.
        var suite = suite
        suite.hangAfter = max(2, 5 * Date().timeIntervalSince(started))
        let before = Scorecard(kata: kata, run: baseline.run)
        let clean = before.scenarios.filter(\.katas.isClean).map(\.id)
        let passing = before.ownTests.filter { $0.failure == nil }.map(\.name)
        let all = mutations.sorted { $0.key < $1.key }.flatMap { file, list in
            list.map { (file: String(file.dropFirst(code.count)), number: $0.number, mutation: $0.mutation) }
        }
        let tried = Atomic(0)
        let trying = Ticker(
            "trying the changes",
            opening: "Trying the scenarios, then your tests, against each of \(all.count) changes...")
        report.kept = try twoAtATime(all.count) { [suite] index -> MutationReport.Mutant? in
            let underWay = tried.add(1, ordering: .relaxed).newValue
            trying.tick { "\(underWay) of \(all.count) under way" }
            let (file, number, mutation) = all[index]
            let run = try suite.test([scenarios], mutant: number, ticker: trying)
            let after = Scorecard(kata: kata, run: run.run).scenarios
            guard
                let noticed = run.trouble != nil
                    ? run.run.running.first ?? "a scenario, which did not finish"
                    : after.first(where: { clean.contains($0.id) && !$0.katas.isClean })?.name
            else { return nil }
            let mine = try suite.test([own], mutant: number, ticker: trying)
            let failing = Scorecard(kata: kata, run: mine.run).ownTests.filter { $0.failure != nil }.map(\.name)
            return MutationReport.Mutant(
                file: file, line: mutation.line, change: mutation.change, scenario: noticed,
                caughtBy: mine.trouble != nil
                    ? mine.run.running + ["your tests' run, which did not finish"]
                    : passing.filter(failing.contains))
        }.compactMap { $0 }
        // Each test alone: one that passes only after another has run is told.
        let each = Ticker("running each of your tests alone", opening: "Running each of your tests alone...")
        let tests = before.ownTests.filter { $0.failure == nil }
        let failsAlone = try twoAtATime(tests.count) { [suite] index in
            each.tick()
            let name = NSRegularExpression.escapedPattern(for: CaseRecord.name(streamID: tests[index].id))
            let run = try suite.test(["^\(name)(/|$)"], ticker: each)
            let after = Scorecard(kata: kata, run: run.run).ownTests.first { $0.name == tests[index].name }
            return after?.failure != nil || run.trouble != nil
        }
        report.failAlone = zip(tests, failsAlone).filter(\.1).map(\.0.name)
        return report
    }

    /// `body` for each index below `count`, two at a time (a run that hangs keeps one lane waiting, not the check); the
    /// results in order, or the first error.
    private func twoAtATime<Value: Sendable>(
        _ count: Int, _ body: @Sendable (Int) throws -> Value
    ) throws -> [Value] {
        let found = Mutex<[Int: Result<Value, any Error>]>([:])
        let failed = Atomic(false)
        // Each result goes in through one queue: the thread sanitizer sees the queue's order, not the Mutex's futex.
        let results = DispatchQueue(label: "katas.mutation.results")
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for index in stride(from: lane, to: count, by: 2) where !failed.load(ordering: .relaxed) {
                let result = Result { try body(index) }
                results.sync { found.withLock { $0[index] = result } }
                if case .failure = result { failed.store(true, ordering: .relaxed) }
            }
        }
        return try results.sync {
            try found.withLock { found in try found.keys.sorted().compactMap { found[$0] }.map { try $0.get() } }
        }
    }

    /// Writes the copy: the kata's code with `mutations` compiled in, its tests as they are; the schema of each file.
    private func write(_ mutations: [String: [(number: Int, mutation: Mutation)]]) throws -> [String: Schema] {
        let copy = suite.package.appending(path: ".build/mutants/\(kata.folder)")
        var schemas: [String: Schema] = [:]
        var wanted = [
            "Code/KatasMutant.swift": Data(
                ("import Foundation\n\n/// The change switched on (none: 0), from `KATAS_MUTANT`.\npublic let __katasMutant = "
                    + "Int(ProcessInfo.processInfo.environment[\"KATAS_MUTANT\"] ?? \"\") ?? 0\n").utf8)
        ]
        for (path, data) in files {
            let parts = path.split(separator: "/", maxSplits: 2).map(String.init)
            schemas[path] = mutations[path].map { Schema(String(decoding: data, as: UTF8.self), $0) }
            wanted[(parts[0] == "Katas" ? "Code/" : "Tests/") + parts[2]] =
                schemas[path].map { Data($0.output) } ?? data
        }
        let present = Kata.files(["Code", "Tests"], in: copy)
        for (place, data) in wanted where present[place] != data {
            let url = copy.appending(path: place)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        for place in present.keys where wanted[place] == nil {
            try FileManager.default.removeItem(at: copy.appending(path: place))
        }
        return schemas
    }
}
