import Foundation

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

    /// FNV-1a over the files, the kata's scenarios and the check's version ("2"), path by path.
    public var fingerprint: String {
        let judge = Kata.files(["Tests/\(kata.folder)/Judge", "Tests/\(kata.folder)/Reference"], in: suite.package)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (path, data) in files.merging(judge, uniquingKeysWith: { $1 }).sorted(by: { $0.key < $1.key }) {
            for byte in Array("2\(path)\0".utf8) + data + [0] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
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
        for attempt in 1...3 {
            let schemas = try write(mutations)
            let built = try suite.build()
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
        let (scenarios, own) = ("^Kata\(kata.number)Scenarios\\.", "^Kata\(kata.number)Tests\\.")
        let started = Date()
        let baseline = try suite.test([scenarios, own])
        // A change that makes a run hang is stopped once it has made no progress for ten times the whole run's time.
        var suite = suite
        suite.hangAfter = max(2, 10 * Date().timeIntervalSince(started))
        guard Trouble.of(baseline.run, ending: baseline.ending, output: baseline.output) == nil else {
            report.problem = "the run of your code as it is did not finish"
            return report
        }
        let before = Scorecard(kata: kata, run: baseline.run)
        let clean = before.scenarios.filter(\.katas.isClean).map(\.id)
        let passing = before.ownTests.filter { $0.failure == nil }.map(\.name)
        for (file, list) in mutations.sorted(by: { $0.key < $1.key }) {
            for (number, mutation) in list {
                let run = try suite.test([scenarios], mutant: number)
                let broke = Trouble.of(run.run, ending: run.ending) != nil
                let after = Scorecard(kata: kata, run: run.run).scenarios
                guard
                    let noticed = broke
                        ? run.run.running.first ?? "a scenario, which crashed"
                        : after.first(where: { clean.contains($0.id) && !$0.katas.isClean })?.name
                else { continue }
                let mine = try suite.test([own], mutant: number)
                let failing = Scorecard(kata: kata, run: mine.run).ownTests.filter { $0.failure != nil }.map(\.name)
                let crashed = Trouble.of(mine.run, ending: mine.ending) != nil
                report.kept.append(
                    MutationReport.Mutant(
                        file: String(file.dropFirst(code.count)), line: mutation.line, change: mutation.change,
                        scenario: noticed,
                        caughtBy: crashed
                            ? mine.run.running + ["your tests' run, which crashed"] : passing.filter(failing.contains)))
            }
        }
        // Each test alone: one that passes only after another has run is told.
        var alone: [String: (run: Run, ending: Command.Ending, output: String)] = [:]
        for test in before.ownTests where test.failure == nil {
            let name = test.place.testID.split(separator: "/").filter { !$0.contains(":") }.joined(separator: "/")
            let filter = "^" + NSRegularExpression.escapedPattern(for: name) + "(/|$)"
            alone[filter] = try alone[filter] ?? suite.test([filter])
            guard let (run, ending, _) = alone[filter] else { continue }
            let after = Scorecard(kata: kata, run: run).ownTests.first { $0.name == test.name }
            if after?.failure != nil || Trouble.of(run, ending: ending) != nil { report.failAlone.append(test.name) }
        }
        return report
    }

    /// Writes the copy: the code with `mutations` in, the learner's folders as they are, and the switch. A file already
    /// as it should be is left alone, so that the build redoes only what changed.
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
