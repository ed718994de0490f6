import Foundation

/// What went wrong with a run as a whole, so that none of its verdicts holds: read from the stream and the status.
public enum Trouble: Sendable, Equatable {
    /// The compiler's first error: `file` from the package's folder (empty when no line names one), and its kata.
    case buildFailed(file: String, line: Int?, message: String, kata: Int?)
    /// It built, and no test matched.
    case noTestRan
    /// No test made progress for `seconds` (nil: for as long as the judge's watchdog allows), so the run was stopped.
    case hung(running: [String], seconds: Int?)
    /// The run never ended (a crash, a signal, an `exit`), or failed with no failure recorded; `quote`: what it said.
    case endedEarly(running: [String], ending: Command.Ending, quote: [String])
    /// Scenarios ran and no verdict of theirs reached the progress view: the judge's records went missing.
    case noVerdicts(scenarios: Int)

    /// The trouble with a run that ended as `ending` after printing `output`, if any.
    public static func of(_ run: Run, ending: Command.Ending, output: String = "") -> Trouble? {
        let quote = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(3).map {
            String($0.prefix(300))
        }
        switch ending {
        case .stalled(let seconds): return .hung(running: run.running, seconds: seconds)
        // The judge's watchdog stops a test that made no progress with status 124, as timeout(1) does.
        case .exited(124) where !run.ended: return .hung(running: run.running, seconds: nil)
        case _ where !run.began: return ending == .exited(0) ? .noTestRan : buildFailed(output)
        case _ where !run.ended, .signalled: return .endedEarly(running: run.running, ending: ending, quote: quote)
        case .exited(let status) where status != 0 && !run.issues.contains(where: { !$0.isKnown }):
            return .endedEarly(running: [], ending: ending, quote: quote)
        default:
            let scenarios = Set(
                run.started.map(\.testID).filter { $0.contains(/^Kata\d+Scenarios\.Kata\d+Scenarios\//) })
            return !scenarios.isEmpty && run.verdicts.isEmpty ? .noVerdicts(scenarios: scenarios.count) : nil
        }
    }

    /// The first `PATH:LINE:COLUMN: error: TEXT` of `output`, else its first `error: TEXT` (a link, the manifest).
    static func buildFailed(_ output: String) -> Trouble {
        guard let found = output.firstMatch(of: #/(?m)^(.*\.swift):(\d+)(?::\d+)?: error: (.*)$/#) else {
            let line =
                output.split(separator: "\n").first { $0.contains("error:") } ?? "error: see swift build --build-tests"
            return .buildFailed(
                file: "", line: nil, message: String(line.split(separator: "error: ").last ?? ""), kata: nil)
        }
        let path = found.1.split(separator: "/")
        let at = path.indices.dropLast().last {
            ["Katas", "Solutions", "Tests"].contains(path[$0]) && path[$0 + 1].hasPrefix("Kata")
        }
        let file = at.map { path[$0...].joined(separator: "/") } ?? String(found.1)
        return .buildFailed(
            file: file, line: Int(found.2), message: String(found.3), kata: at.flatMap { Kata.number(of: path[$0 + 1]) }
        )
    }

    /// The trouble told to a learner: what happened, what was running, and the command that shows it in full.
    public func report(command: String) -> String {
        var lines: [String]
        switch self {
        case .buildFailed(let file, _, _, let kata):
            lines =
                kata.map {
                    [
                        "The package did not build, so no test ran: Kata \($0)'s files do not compile.",
                        "(swift test builds every kata, so one that does not compile stops them all.)",
                    ]
                } ?? ["The package did not build, so no test ran."]
            lines.append("  \(summary.dropFirst("the build failed: ".count))")
            if let kata, file.hasPrefix("Katas/") || file.contains("/Yours/") {
                lines += [
                    "To run the other katas meanwhile, set Kata \(kata)'s work aside (git's stash keeps it):",
                    "  swift run katas reset \(kata) --keep",
                ]
            }
            return (lines + ["See why in full: swift build --build-tests"]).joined(separator: "\n")
        case .noTestRan: return "No test ran: `\(command)` matched none."
        case .hung(let running, let seconds):
            let stopped =
                seconds.map { "for \($0) s, so it was stopped" } ?? "for too long, so the judge's watchdog stopped it"
            lines = ["The run hung: no test made progress \(stopped)."] + Self.list(running)
        case .endedEarly(let running, let ending, let quote):
            let how =
                switch ending {
                case .exited(0):
                    "exited (status 0) before the run's end, as `exit()` in a test or in the code under test does"
                case .exited(let status) where running.isEmpty:
                    "exited with status \(status), and no test recorded a failure"
                case .signalled(let signal): "was ended by signal \(signal)"
                default: "stopped (\(ending)) before the run's end: a crash, such as an index out of range"
                }
            lines = ["The run ended early: the test process \(how)."] + Self.list(running) + quote.map { "  | \($0)" }
        case .noVerdicts(let scenarios):
            lines = [
                "\(scenarios) scenario\(scenarios == 1 ? "" : "s") ran, and not one verdict reached the progress view, "
                    + "so it shows none rather than a table that is not true.",
                "The judge hands its verdicts over in the file KATAS_RECORDS names; on this toolchain "
                    + "(\(Self.toolchain)) none arrived. The suite's own messages still say every verdict:",
            ]
        }
        return (lines + ["See it in full: \(command)"]).joined(separator: "\n")
    }

    private static func list(_ running: [String]) -> [String] {
        running.isEmpty ? [] : ["It stopped while running:"] + running.map { "  \($0)" }
    }

    /// The trouble in one line, for the watch and the build error's quote: "the run hung …".
    public var summary: String {
        let names = { (running: [String]) in
            running.isEmpty ? "" : " while running \"" + running.joined(separator: "\", \"") + "\""
        }
        switch self {
        case .buildFailed(let file, let line, let message, _):
            return "the build failed: " + (file.isEmpty ? "" : "\(file)\(line.map { ":\($0)" } ?? ""): ")
                + "error: \(message)"
        case .noTestRan: return "no test ran: the filter matched none"
        case .hung(let running, let seconds):
            return "the run hung: no progress" + (seconds.map { " for \($0) s" } ?? "") + names(running)
        case .endedEarly(let running, _, _): return "the run ended early (a crash or an exit)" + names(running)
        case .noVerdicts: return "no verdict reached the progress view on this toolchain (\(Self.toolchain))"
        }
    }

    /// The toolchain, as `swift --version` names it in its first line.
    static var toolchain: String {
        let outcome = try? Command.run(["swift", "--version"], in: URL(filePath: "/"), errorsApart: true)
        return outcome?.output.split(separator: "\n").first.map(String.init) ?? "swift --version did not answer"
    }
}
