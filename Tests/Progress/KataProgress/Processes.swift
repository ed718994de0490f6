import Foundation

extension Process {
    /// Runs the process, calls `reading` while it runs (to read its pipes),
    /// and returns what `reading` returned once the process has exited.
    ///
    /// `waitUntilExit()` is not used: on Linux it polls the run loop every
    /// 50 ms, so that each of the few dozen git commands a jump or a reset
    /// runs would wait for a poll long after git had finished.
    func runToExit<Result>(reading: () -> Result) throws -> Result {
        let exited = DispatchSemaphore(value: 0)
        terminationHandler = { _ in exited.signal() }
        try run()
        let result = reading()
        exited.wait()
        return result
    }
}

/// A command found once on the PATH, as a shell finds it, so that running it
/// does not start `/usr/bin/env` first: a jump runs a few dozen.
struct Tool: Sendable {
    /// The executable to start.
    let path: String
    /// What goes before the command's own arguments.
    let leading: [String]

    static let git = Tool(named: "git")
    static let tar = Tool(named: "tar")

    /// Runs the command in `folder` with `arguments`, and with `environment`
    /// over the process's own; returns what it printed, or throws what it
    /// printed on error when it fails.
    @discardableResult
    func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(filePath: path)
        process.arguments = leading + arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let (printed, complaint) = try process.runToExit {
            (
                String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            )
        }
        guard process.terminationStatus == 0 else { throw CommandFailed(message: complaint) }
        return printed
    }

    /// `name` on the PATH, or `/usr/bin/env` to look for it when it is not
    /// found there.
    init(named name: String) {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        let found = folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        (path, leading) = found.map { ($0, []) } ?? ("/usr/bin/env", [name])
    }
}

/// A command that exited with an error, and what it said.
struct CommandFailed: Error, CustomStringConvertible {
    let message: String
    var description: String { message.trimmingCharacters(in: .whitespacesAndNewlines) }
}
