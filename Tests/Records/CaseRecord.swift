// What the judge tells the progress view, in a channel the workbook owns: a
// JSON line per record, appended to the file the environment's
// `KATAS_RECORDS` names. The progress view reads only this and what Swift
// Testing's event stream promises (tests, issues, starts and ends), so a
// toolchain that changes its experimental fields leaves the board as it is.

import Foundation
import Synchronization

/// One record: a scenario's verdict on a version, or the mark `.unitTests`
/// leaves on a test it judged.
public struct CaseRecord: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case verdict, judged
    }

    public var kind: Kind
    /// The test, as its module and names: "Kata7Scenarios.Kata7Scenarios/listsLoans(on:)".
    public var test: String
    /// A verdict's version, "Katas" or "Solutions"; the rules it broke; whether a behaviour came out wrong or the
    /// scenario was refused; whether it came late (a contact after the scenario ended).
    public var version: String?
    public var broken: [String]
    public var failed: Bool
    public var late: Bool
    /// A judged test's first failure (a broken rule is one), if it failed.
    public var failure: String?

    public init(
        _ kind: Kind, test: String, version: String? = nil, broken: [String] = [], failed: Bool = false,
        late: Bool = false, failure: String? = nil
    ) {
        (self.kind, self.test, self.version, self.broken) = (kind, test, version, broken)
        (self.failed, self.late, self.failure) = (failed, late, failure)
    }

    /// The name of the test whose module is `module` and whose names are `names`, as records and the progress view
    /// say it.
    public static func name(module: String, _ names: [String]) -> String {
        "\(module).\(names.joined(separator: "/"))"
    }

    /// The test a stream's test id names ("Module.Type/f()/File.swift:3:6"), without its place in the file.
    public static func name(streamID: String) -> String {
        var parts = streamID.split(separator: "/", omittingEmptySubsequences: false)
        if let last = parts.last, last.contains(/\.swift:\d+:\d+$/) { parts.removeLast() }
        return parts.joined(separator: "/")
    }
}

/// The file of records.
public enum Records {
    /// The environment variable that names the file.
    public static let variable = "KATAS_RECORDS"

    private static let lock = Mutex(())

    /// Appends `record` to the file `KATAS_RECORDS` names; nothing when it names none.
    public static func append(_ record: CaseRecord) {
        guard let path = ProcessInfo.processInfo.environment[variable],
            let line = try? JSONEncoder().encode(record)
        else { return }
        lock.withLock { _ in
            guard let file = FileHandle(forWritingAtPath: path) ?? create(path) else { return }
            defer { try? file.close() }
            _ = try? file.seekToEnd()
            try? file.write(contentsOf: line + Data("\n".utf8))
        }
    }

    /// The records in `text`, a line each; a line that does not read is skipped.
    public static func read(_ text: String) -> [CaseRecord] {
        text.split(separator: "\n").compactMap { try? JSONDecoder().decode(CaseRecord.self, from: Data($0.utf8)) }
    }

    private static func create(_ path: String) -> FileHandle? {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: path)
    }
}
