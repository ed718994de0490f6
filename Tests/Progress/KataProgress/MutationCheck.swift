import Foundation
import KataRecords
import Synchronization

/// Measures the learner's tests by the changes of their code they catch, never writing their files: every change is
/// compiled into one copy under `.build/mutants/` and switched on at run time. The report is saved by fingerprint.
public struct MutationCheck: Sendable {
    public let kata: Kata
    /// The files checked, by path from the package: the kata's code, its `Yours` and `Contract` folders.
    public let files: [String: Data]
    /// The copy's build (its own scratch path, so the learner's stays as it was), run a mutant at a time.
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
            let report = try? JSONDecoder().decode(MutationReport.self, from: data),
            report.fingerprint == fingerprint
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
        var number = 0
        var mutations = files.filter { $0.key.hasPrefix(code) && $0.key.hasSuffix(".swift") }.mapValues { data in
            MutationFinder.mutations(in: String(decoding: data, as: UTF8.self))
        }.sorted { $0.key < $1.key }.reduce(into: [String: [(number: Int, mutation: Mutation)]]()) { all, file in
            all[file.key] = file.value.map { mutation in
                number += 1
                return (number, mutation)
            }
        }
        var report = MutationReport()
        // A change that does not compile is dropped, charged by the compiler's errors: three builds at most.
        let count = mutations.values.map(\.count).reduce(0, +)
        for attempt in 1...3 {
            let schemas = try write(mutations)
            let built = try suite.build(
                ticker: Ticker(
                    "building the copy",
                    opening: attempt == 1
                        ? "Building a copy of your code with \(count) small changes in it (the first after an edit "
                            + "takes longest)..."
                        : "Building the copy again, without the changes that did not compile..."))
            if built.ending == .exited(0) { break }
            let before = mutations.values.map(\.count).reduce(0, +)
            for match in built.output.matches(of: #/(?m)^(.*?/\.build/mutants/[^/]+/Code/)(.*?):(\d+):(\d+): error:/#) {
                let file = code + match.2
                let culprit = schemas[file]?.culprit(line: Int(match.3) ?? 0, column: Int(match.4) ?? 0)
                mutations[file]?.removeAll { $0.number == culprit }
            }
            if mutations.values.map(\.count).reduce(0, +) == before || attempt == 3 {
                report.problem =
                    "its changed copy of your code did not build: " + Trouble.buildFailed(built.output).summary
                return report
            }
        }
        report.made = mutations.values.map(\.count).reduce(0, +)
        // The scenarios alone decide which changes count: the app's wiring checks touch the live stand-ins on
        // purpose, so a change only they catch is one no unit test could.
        let (scenarios, own) = (
            "^Kata\(kata.number)Scenarios\\.Kata\(kata.number)Scenarios(/|$)", "^Kata\(kata.number)Tests\\."
        )
        let started = Date()
        let baseline = try suite.test([scenarios, own])
        // A change that makes a run hang is stopped once it has made no progress for five times the whole run's time.
        var suite = suite
        suite.hangAfter = max(2, 5 * Date().timeIntervalSince(started))
        guard Trouble.of(baseline.run, ending: baseline.ending, output: baseline.output) == nil else {
            report.problem = "the run of your code as it is did not finish"
            return report
        }
        let before = Scorecard(kata: kata, run: baseline.run)
        let clean = before.scenarios.filter(\.katas.isClean).map(\.id)
        let passing = before.ownTests.filter { $0.failure == nil }.map(\.name)
        // Two runs at a time: a change that makes a run hang keeps one lane waiting, not the check.
        let all = mutations.sorted { $0.key < $1.key }.flatMap { file, list in
            list.map { (file, $0.number, $0.mutation) }
        }
        let kept = Mutex<[Int: MutationReport.Mutant]>([:])
        let failure = Mutex<(any Error)?>(nil)
        let tried = Atomic(0)
        let trying = Ticker(
            "trying the changes",
            opening: "Trying the scenarios, then your tests, against each of \(all.count) changes...")
        DispatchQueue.concurrentPerform(iterations: 2) { [suite] lane in
            for index in stride(from: lane, to: all.count, by: 2) where failure.withLock({ $0 == nil }) {
                let (file, number, mutation) = all[index]
                let started = tried.add(1, ordering: .relaxed).newValue
                trying.tick { "\(started) of \(all.count) under way" }
                do {
                    let run = try suite.test([scenarios], mutant: number)
                    let after = Scorecard(kata: kata, run: run.run).scenarios
                    guard
                        let noticed = Trouble.of(run.run, ending: run.ending) != nil
                            ? run.run.running.first ?? "a scenario, which did not finish"
                            : after.first(where: { clean.contains($0.id) && !$0.katas.isClean })?.name
                    else { continue }
                    let mine = try suite.test([own], mutant: number)
                    let failing = Scorecard(kata: kata, run: mine.run).ownTests.filter { $0.failure != nil }.map(\.name)
                    let stopped = Trouble.of(mine.run, ending: mine.ending) != nil
                    kept.withLock {
                        $0[index] = MutationReport.Mutant(
                            file: String(file.dropFirst(code.count)), line: mutation.line, change: mutation.change,
                            scenario: noticed,
                            caughtBy: stopped
                                ? mine.run.running + ["your tests' run, which did not finish"]
                                : passing.filter(failing.contains))
                    }
                } catch {
                    failure.withLock { $0 = error }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        report.kept = kept.withLock { found in found.keys.sorted().compactMap { found[$0] } }
        // Each test alone: one that passes only after another has run is told.
        var alone: [String: (run: Run, ending: Command.Ending, output: String)] = [:]
        let each = Ticker("running each of your tests alone", opening: "Running each of your tests alone...")
        for test in before.ownTests where test.failure == nil {
            each.tick()
            let name = CaseRecord.name(streamID: test.place.testID)
            let filter = "^" + NSRegularExpression.escapedPattern(for: name) + "(/|$)"
            alone[filter] = try alone[filter] ?? suite.test([filter])
            guard let (run, ending, _) = alone[filter] else { continue }
            let after = Scorecard(kata: kata, run: run).ownTests.first { $0.name == test.name }
            if after?.failure != nil || Trouble.of(run, ending: ending) != nil { report.failAlone.append(test.name) }
        }
        return report
    }

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
            let place = (parts[0] == "Katas" ? "Code/" : "Tests/") + parts[2]
            schemas[path] = mutations[path].map { Schema(String(decoding: data, as: UTF8.self), $0) }
            wanted[place] = schemas[path].map { Data($0.output) } ?? data
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
