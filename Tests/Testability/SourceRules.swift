import Foundation
import Testing

/// The few things no driver, no learner's test and no Katas code ever needs,
/// found in their source and reported at file and line. Everything else a
/// driver or a test does is measured at run time; this is the last resort,
/// kept short on purpose.
public enum SourceRules {
    /// One rule broken at one place in a file.
    public struct Finding: Sendable, Equatable {
        /// The file's path, the line (from 1), and what the file does there.
        public let path: String, line: Int, message: String
    }

    /// Each rule: the code it matches, and what a match does.
    static let rules: [(pattern: String, message: String)] = [
        (#"\bMirror\b"#, "reads the code by reflection (Mirror), which a test in an app never needs"),
        (#"@_spi\b|@testable\s+import\s+(StandIns|Testability|\w+API|ACME\w+)\b"#, "reaches the judge's internals"),
        (#"\bWorld\b"#, "names the judge's World, its instrument"),
        (
            #"\bUnsafe\w*Pointer\b|\bwithUnsafe\w+|\bunsafeBitCast\b|\bUnmanaged\b"#,
            "reaches memory through unsafe pointers"
        ),
        (
            #"\bTask\.detached\b|\bDispatchQueue\b|\bThread\b|\bOperationQueue\b|\bpthread_create\b"#,
            "moves work off the test's task (Task.detached, DispatchQueue, Thread), where no test's world sees it"
        ),
        (
            #"\bsubviews\s*(\[|\.(first|last)\b(?!\s*[({])|\.(prefix|suffix|dropFirst|dropLast)\b)"#,
            "reads the screen by the order of its subviews, not as a user sees it"
        ),
        (#"\bimport\s+Security\b|\bas\s+CFDictionary\b"#, "calls the real keychain, which no stand-in records"),
    ]

    /// The rule that only the reference may break: reaching the Solutions.
    static let solutionsImport = #"\bimport\s+Kata\d+Solution\b"#

    /// The findings in `source`, the text of the file at `path`.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - path: The file's path, for the findings.
    ///   - mayReachSolutions: Whether the file may reach the Solutions (the
    ///     reference driver, the scenarios that run it).
    ///   - referenceNames: Names the reference declares, which a file that may
    ///     not reach the Solutions must not use.
    public static func findings(
        in source: String, at path: String, mayReachSolutions: Bool = false, referenceNames: Set<String> = []
    ) -> [Finding] {
        let lines = codeOnly(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let checks = rules.map { (regex: try? NSRegularExpression(pattern: $0.pattern), message: $0.message) }
        let solutions = try? NSRegularExpression(pattern: solutionsImport)
        func matches(_ regex: NSRegularExpression?, _ line: String) -> Bool {
            regex?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
        }
        var found: [Finding] = []
        for (index, line) in lines.enumerated() {
            for check in checks where matches(check.regex, line) {
                found.append(Finding(path: path, line: index + 1, message: check.message))
            }
            guard !mayReachSolutions else { continue }
            if matches(solutions, line) {
                found.append(Finding(path: path, line: index + 1, message: "imports the Solutions"))
            }
            let words = Set(line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for name in words.intersection(referenceNames).sorted() {
                found.append(
                    Finding(path: path, line: index + 1, message: "uses \(name), which the reference driver declares"))
            }
        }
        return found
    }

    /// The top-level names `source` declares for the whole module: types,
    /// functions, constants; a `private` one is the file's own.
    public static func declaredNames(in source: String) -> Set<String> {
        let text = codeOnly(source)
        let kinds = "struct|class|enum|actor|protocol|typealias|func|let|var"
        let pattern = #"(?m)^(?:@\w+\s+)*(?:(?:public|internal|final)\s+)*(?:"# + kinds + #")\s+(\w+)"#
        let found = try? NSRegularExpression(pattern: pattern).matches(
            in: text, range: NSRange(text.startIndex..., in: text))
        return Set((found ?? []).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    /// `source` with comments and the insides of string literals blanked
    /// out, line breaks kept, so that only code is matched.
    static func codeOnly(_ source: String) -> String {
        let pattern = #"//[^\n]*|/\*[\s\S]*?\*/|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*""#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return source }
        var text = source
        let range = NSRange(source.startIndex..., in: source)
        for match in regex.matches(in: source, range: range).reversed() {
            guard let span = Range(match.range, in: text) else { continue }
            text.replaceSubrange(span, with: String(text[span].map { $0 == "\n" ? "\n" : " " }))
        }
        return text
    }

    /// The Swift files in `folder` and the folders in it.
    static func swiftFiles(in folder: String) -> [String] {
        let found = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
    }
}

extension SourceRules {
    /// Checks kata N's code, the learner's `Tests/KataNTests`, the judge's
    /// `Tests/KataNScenarios` and the reference, and records each finding as
    /// a failure at its file and line. Only the judge and the reference may
    /// reach the Solutions.
    ///
    /// - Parameters:
    ///   - katasFolder: The kata's folder under `Katas/`, e.g. "Kata1OneTapCheckout".
    ///   - filePath: The path of the calling rules suite, in `Tests/KataNScenarios`.
    ///   - sourceLocation: Where an issue points when no file can be read.
    public static func checkKata(
        _ katasFolder: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let judge = URL(filePath: filePath).deletingLastPathComponent()
        let kata = judge.lastPathComponent.replacing("Scenarios", with: "")
        let root = judge.appending(path: "../..").standardized
        let learners = root.appending(path: "Tests/\(kata)Tests").path
        let reference = root.appending(path: "Tests/Reference/\(kata)").path
        let katas = root.appending(path: "Katas/\(katasFolder)").path
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        let referenceFiles = swiftFiles(in: reference)
        let names = referenceFiles.reduce(into: Set<String>()) { $0.formUnion(declaredNames(in: read($1))) }
        let learnersFiles = swiftFiles(in: learners)
        guard !learnersFiles.isEmpty, !referenceFiles.isEmpty else {
            Issue.record("No test files found in \(learners) or \(reference)", sourceLocation: sourceLocation)
            return
        }
        let files =
            swiftFiles(in: katas).map { ($0, false) } + learnersFiles.map { ($0, false) }
            + referenceFiles.map { ($0, true) } + swiftFiles(in: judge.path).map { ($0, true) }
        for (path, mayReach) in files {
            for finding in findings(in: read(path), at: path, mayReachSolutions: mayReach, referenceNames: names) {
                let file = URL(filePath: path).lastPathComponent
                let who =
                    path.hasPrefix(katas) ? "Your code" : file.hasSuffix("Driver.swift") ? "The driver" : "Your test"
                Issue.record(
                    Comment(rawValue: "\(who) \(finding.message) (\(file):\(finding.line))."),
                    sourceLocation: SourceLocation(
                        fileID: "\(URL(filePath: path).deletingLastPathComponent().lastPathComponent)/\(file)",
                        filePath: path, line: finding.line, column: 1))
            }
        }
    }
}
