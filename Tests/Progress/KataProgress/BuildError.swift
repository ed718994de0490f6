import Foundation

/// The compiler's first error in a build that failed: where it is, what it
/// says, and whose files hold it. One kata's edit that does not compile stops
/// every suite (`swift test` builds the whole package), so the learner is
/// told which kata it is and how to set that work aside.
public struct BuildError: Sendable, Equatable {
    /// The file, from the repository's top folder (`Katas/Kata3…/X.swift`)
    /// when it lies in a kata's folders; otherwise as the compiler printed it.
    public let file: String
    /// The line in `file`, when the compiler named one.
    public let line: Int?
    /// The error's text, after `error: `.
    public let message: String
    /// The kata whose folders hold `file`, if any.
    public let kata: Int?
    /// Whether `file` is one of the learner's: the kata's code or its test
    /// folder, which `swift run katas reset N --keep` sets aside. The
    /// Solutions, the reference driver and the example tests are not.
    public let isLearners: Bool

    /// The first line of `output` that names a file and line with an error,
    /// read as the compiler writes it on Linux and macOS alike:
    /// `PATH:LINE:COLUMN: error: TEXT`; failing that, the first bare
    /// `error: TEXT` (a link or manifest error). The build driver's own
    /// lines ("error: emit-module command failed …") may come first.
    public init?(compilerOutput output: String) {
        let lines = output.split(separator: "\n")
        let located = lines.first {
            $0.range(of: #"\.swift:[0-9]+(:[0-9]+)?: error:"#, options: .regularExpression) != nil
        }
        guard let first = located ?? lines.first(where: { $0.contains("error:") }) else { return nil }
        let text = String(first)
        guard let marker = text.range(of: ": error: ") else {
            let message = text.range(of: "error:").map { String(text[$0.upperBound...]) } ?? text
            self.init(file: "", line: nil, message: message.trimmingPrefixSpaces, kata: nil, isLearners: false)
            return
        }
        let place = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        // PATH:LINE:COLUMN, or PATH:LINE; a path may itself hold a colon.
        var pathParts = place
        var line: Int?
        if pathParts.count >= 3, Int(pathParts[pathParts.count - 1]) != nil,
            let number = Int(pathParts[pathParts.count - 2])
        {
            line = number
            pathParts.removeLast(2)
        } else if pathParts.count >= 2, let number = Int(pathParts[pathParts.count - 1]) {
            line = number
            pathParts.removeLast()
        }
        let path = pathParts.joined(separator: ":")
        let owner = Self.owner(ofPath: path)
        self.init(
            file: owner?.file ?? path, line: line, message: String(text[marker.upperBound...]), kata: owner?.kata,
            isLearners: owner?.isLearners ?? false)
    }

    public init(file: String, line: Int?, message: String, kata: Int?, isLearners: Bool) {
        self.file = file
        self.line = line
        self.message = message
        self.kata = kata
        self.isLearners = isLearners
    }

    /// Whose folders hold `path`: `Katas/KataN…/`, `Tests/KataN…/Yours/` (the
    /// learner's), `Solutions/KataN…/` and the rest of `Tests/KataN…/` (not
    /// theirs). The last match wins, so that a
    /// repository inside a folder named `Tests` is still read right.
    static func owner(ofPath path: String) -> (file: String, kata: Int, isLearners: Bool)? {
        let parts = path.split(separator: "/").map(String.init)
        func number(_ name: String, after prefix: String) -> Int? {
            guard name.hasPrefix(prefix) else { return nil }
            let digits = name.dropFirst(prefix.count).prefix { $0.isNumber }
            return digits.isEmpty ? nil : Int(digits)
        }
        var found: (file: String, kata: Int, isLearners: Bool)?
        for index in parts.indices.dropLast() {
            let next = parts[index + 1]
            let rest = parts[index...].joined(separator: "/")
            switch parts[index] {
            case "Katas":
                if let kata = number(next, after: "Kata") { found = (rest, kata, true) }
            case "Solutions":
                if let kata = number(next, after: "Kata") { found = (rest, kata, false) }
            case "Tests":
                if let kata = number(next, after: "Kata"), index + 2 < parts.count {
                    found = (rest, kata, parts[index + 2] == "Yours")
                }
            default:
                break
            }
        }
        return found
    }

    /// `FILE:LINE: error: TEXT`, as a learner finds it in their editor.
    public var quoted: String {
        let place = file.isEmpty ? "" : "\(file)\(line.map { ":\($0)" } ?? ""): "
        return "\(place)error: \(message)"
    }

    /// The build failure, told to a learner: whose files fail, the first
    /// error, and the one command that lets the other katas run again.
    public var report: [String] {
        guard let kata else {
            return ["The package did not build, so no test ran.", "  \(quoted)"]
        }
        var lines = [
            "The package did not build, so no test ran: Kata \(kata)'s files do not compile.",
            "(swift test builds every kata, so one that does not compile stops them all.)",
            "  \(quoted)",
        ]
        if isLearners {
            lines.append("To run the other katas meanwhile, set Kata \(kata)'s work aside (git's stash keeps it):")
            lines.append("  swift run katas reset \(kata) --keep")
        } else {
            lines.append("That file is not the learner's to change. To set the change aside (git's stash keeps it):")
            lines.append("  git stash push --include-untracked -- \(file)")
        }
        return lines
    }
}

extension String {
    fileprivate var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
