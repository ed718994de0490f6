import Foundation

/// Runs `swift test` in a package and reads what happened from the event
/// stream it writes; never from the console.
public struct SuiteRunner: Sendable {
    /// The package's folder.
    public let package: URL
    /// The `swift` to run.
    public let swift: String

    public init(package: URL, swift: String = "swift") {
        self.package = package
        self.swift = swift
    }

    /// What one `swift test` came to.
    public struct Outcome: Sendable {
        /// The run, as its event stream tells it.
        public let run: Run
        /// `swift test`'s exit status.
        public let status: Int32
        /// What `swift test` printed, kept only to show a build error.
        public let output: String
    }

    /// Runs `swift test` with `arguments` (e.g. `--filter Kata3`).
    public func test(_ arguments: [String]) throws -> Outcome {
        let events = FileManager.default.temporaryDirectory.appending(path: "katas-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments =
            [swift, "test"] + arguments + [
                "--event-stream-output-path", events.path, "--event-stream-version", "0",
            ]
        process.currentDirectoryURL = package
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let text = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        return Outcome(run: Run(eventStream: text), status: process.terminationStatus, output: output)
    }

    /// The scorecards of `katas`, from one run of their suites; a learner's
    /// test that failed is run again alone, to tell a test that depends on
    /// the others from one that is simply wrong.
    public func scorecards(for katas: [KataInfo]) throws -> (cards: [Scorecard], outcome: Outcome) {
        let filter = katas.count == 1 ? "Kata\(katas[0].number)" : "Kata[\(katas.map { "\($0.number)" }.joined())]"
        let outcome = try test(["--filter", filter])
        var cards = katas.map { Scorecard(number: $0.number, title: $0.title, from: outcome.run) }
        for index in cards.indices {
            for testIndex in cards[index].ownTests.indices
            where !cards[index].ownTests[testIndex].passed && cards[index].ownTests[testIndex].judged.isEmpty {
                let name = cards[index].ownTests[testIndex].name
                guard let id = outcome.run.tests.first(where: { $0.name == name && $0.id.contains(".YourTests/") })?.id
                else { continue }
                let alone = try test(["--filter", Self.filter(forTestID: id)])
                if alone.status == 0, alone.run.testCount == 1 {
                    cards[index].ownTests[testIndex].dependsOnOthers = true
                }
            }
        }
        return (cards, outcome)
    }

    /// A `--filter` that selects exactly the test whose id is `id`.
    static func filter(forTestID id: String) -> String {
        let function = id.split(separator: "/").prefix(2).joined(separator: "/")
        let escaped = NSRegularExpression.escapedPattern(for: function)
        return "^\(escaped)(/|$)"
    }
}
