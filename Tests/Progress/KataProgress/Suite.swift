import Foundation
import KataRecords

/// The workbook's tests, built in a scratch path and run a filter at a time, each run read from its event stream.
public struct Suite: Sendable {
    public let package: URL
    /// The scratch path (from the package's folder) and the environment of the build and every run.
    public var scratch = ".build"
    public var environment: [String: String] = [:]
    /// How long a run may go without a new event before it is stopped; whether the runs are still wanted.
    public var hangAfter: Double = 20
    public var isCancelled: @Sendable () -> Bool = { false }

    public init(package: URL) {
        self.package = package
    }

    public func build(ticker: Ticker? = nil) throws -> Command.Outcome {
        // A scratch path of its own borrows the main build's compiled system modules (Foundation's, Glibc's): a third
        // of a first build's time. Only from the main build's platform folder, never another scratch path's.
        let main = package.appending(path: ".build")
        let cache = Kata.list(main).filter { $0.split(separator: "-").count >= 3 }.sorted().map {
            main.appending(path: "\($0)/debug/ModuleCache").path
        }.first { scratch != ".build" && FileManager.default.fileExists(atPath: $0) }
        return try Command.run(
            ["swift", "build", "--build-tests", "--scratch-path", scratch]
                + (cache.map { ["-Xswiftc", "-module-cache-path", "-Xswiftc", $0] } ?? []),
            in: package, environment: environment, ticker: ticker, isCancelled: isCancelled)
    }

    /// Runs the tests whose ids match one of `filters`, with `KATAS_MUTANT=mutant`: the run, and what went wrong.
    public func test(_ filters: [String], mutant: Int? = nil, ticker: Ticker? = nil) throws -> (
        run: Run, trouble: Trouble?
    ) {
        let files = FileManager.default.temporaryDirectory.appending(path: "katas-\(UUID().uuidString)")
        let (stream, records) = (files.appendingPathExtension("jsonl"), files.appendingPathExtension("records"))
        defer { for file in [stream, records] { try? FileManager.default.removeItem(at: file) } }
        var environment = environment.merging([Records.variable: records.path]) { $1 }
        environment["KATAS_MUTANT"] = mutant.map(String.init)
        // The test executable where SwiftPM builds one (Linux): `swift test` would load the package again for each
        // run. Elsewhere (a bundle, on macOS), `swift test` without a build.
        let name = Kata.list(debug).first { $0.hasSuffix("PackageTests.xctest") }
        let executable = debug.appending(path: name ?? "none").path
        var isFolder: ObjCBool = true
        let command =
            FileManager.default.fileExists(atPath: executable, isDirectory: &isFolder) && !isFolder.boolValue
            ? [executable, "--testing-library", "swift-testing"]
            : ["swift", "test", "--skip-build", "--scratch-path", scratch]
        let outcome = try Command.run(
            command + filters.flatMap { ["--filter", $0] }
                + ["--event-stream-output-path", stream.path, "--event-stream-version", "0"],
            in: package, environment: environment, stream: stream, hangAfter: hangAfter, ticker: ticker,
            isCancelled: isCancelled)
        let read = { (file: URL) in (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
        let run = Run(eventStream: read(stream), records: Records.read(read(records)))
        return (run, Trouble.of(run, ending: outcome.ending, output: outcome.output))
    }

    var debug: URL { package.appending(path: "\(scratch)/debug") }
}
