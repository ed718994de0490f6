import Foundation
import Testing

/// The few things no driver, no learner's test and no Katas code ever needs,
/// found in their source and reported at file and line with what to write
/// instead. Each rule reads a whole family of tokens, not one spelling.
/// Everything else is measured at run time; this is the last resort, kept
/// short on purpose.
public enum SourceRules {
    /// One rule broken at one place in a file.
    public struct Finding: Sendable, Equatable {
        /// The file's path, the line (from 1), and what the file does there.
        public let path: String, line: Int, message: String
    }

    /// A family of tokens, what using one does, and what to write instead.
    /// `testsOnly`: it binds drivers and tests, not the code under test.
    static let rules: [(tokens: String, does: String, instead: String, testsOnly: Bool)] = [
        (
            #"\b(Mirror|customMirror|dump|debugPrint|reflecting)\b"#,
            "reads the code by reflection (Mirror, dump, String(reflecting:)), which sees what it keeps private",
            "read what the code offers a test: a property, a view model, a label it keeps internal", false
        ),
        (
            #"[Uu]nsafe|@unchecked\b|\bUnmanaged\b"#,
            "steps outside Swift's safety (nonisolated(unsafe), @unchecked, unsafe pointers and casts)",
            "keep the state in a value each test makes, or behind an actor or a Mutex", false
        ),
        (
            #"\.\s*detached\b|\b(DispatchQueue|DispatchGroup|Thread|OperationQueue|BlockOperation)\b|\bpthread_"#,
            "moves work off the test's task (Task.detached, a DispatchQueue, a Thread), where no test's world sees it",
            "await the work (`await`, `async let`, a task group) or start it with `Task { }`, which keeps the "
                + "test's world", false
        ),
        (
            #"@_spi\b|@testable\s+import\s+(?!Kata\d+\b)\w+|\bWorld\b"#,
            "reaches the judge's instruments (@_spi, its World)",
            "reach the live world as app code does, through the stand-ins' own API", false
        ),
        (
            #"\bimport\s+Security\b|\bas\s+CFDictionary\b"#, "calls the real keychain, which no stand-in records",
            "call the keychain functions StandIns offers, with a plain dictionary", false
        ),
        (
            #"\bimport\s+(SwiftUI|UIKit)\b"#, "imports Apple's UI framework, whose names collide with the stand-ins'",
            "import StandIns, whose View, Text and UIViewController stand in for them", false
        ),
        (
            #"\bsubviews\b"#, "finds a view by its place among the subviews",
            "keep the view the code offers (the label or button it keeps), or read a view model", true
        ),
    ]

    /// The findings in `source`, the text of the file at `path`.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - path: The file's path, for the findings.
    ///   - isTest: Whether the file is a driver or a test (not code under test).
    ///   - referenceNames: Names the reference declares, which the file must
    ///     not use: neither the code nor the learner's folder reaches the
    ///     Solutions.
    public static func findings(
        in source: String, at path: String, isTest: Bool = true, referenceNames: Set<String> = []
    ) -> [Finding] {
        let lines = codeOnly(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let families = rules.filter { isTest || !$0.testsOnly }.compactMap { rule in
            (try? NSRegularExpression(pattern: rule.tokens)).map { (regex: $0, rule.does, rule.instead) }
        }
        let solutions = try? NSRegularExpression(pattern: #"\bimport\s+Kata\d+Solution\b"#)
        func matches(_ regex: NSRegularExpression?, _ line: String) -> Bool {
            regex?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
        }
        var found: [Finding] = []
        for (index, line) in lines.enumerated() {
            func find(_ message: String) { found.append(Finding(path: path, line: index + 1, message: message)) }
            for (regex, does, instead) in families where matches(regex, line) {
                find("\(does); instead, \(instead)")
            }
            if matches(solutions, line) { find("imports the Solutions") }
            let words = Set(line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for name in words.intersection(referenceNames).sorted() {
                find("uses \(name), which the reference driver declares")
            }
        }
        return found
    }

    /// The top-level names `source` declares for the whole module: types,
    /// functions, constants; a `private` one is the file's own.
    public static func declaredNames(in source: String) -> Set<String> {
        let kinds = "struct|class|enum|actor|protocol|typealias|func|let|var"
        let pattern = #"(?m)^(?:@\w+\s+)*(?:(?:public|internal|final)\s+)*(?:"# + kinds + #")\s+(\w+)"#
        let text = codeOnly(source)
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
        for match in regex.matches(in: source, range: NSRange(source.startIndex..., in: source)).reversed() {
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
    /// Checks a kata's code in `Katas/` and the learner's `Yours/` folder,
    /// and records each finding as a failure at its file and line. `filePath`
    /// is the calling rules suite's, in `Tests/KataN…/Judge`.
    public static func checkKata(filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
        let kata = URL(filePath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        let code = kata.appending(path: "../../Katas/\(kata.lastPathComponent)").standardized.path
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        let names = swiftFiles(in: kata.appending(path: "Reference").path).reduce(into: Set<String>()) {
            $0.formUnion(declaredNames(in: read($1)))
        }
        let yours = swiftFiles(in: kata.appending(path: "Yours").path)
        guard !yours.isEmpty, !names.isEmpty else {
            Issue.record("No files found in \(kata.path)/Yours or Reference", sourceLocation: sourceLocation)
            return
        }
        for path in swiftFiles(in: code) + yours {
            let isTest = !path.hasPrefix(code)
            for finding in findings(in: read(path), at: path, isTest: isTest, referenceNames: names) {
                let file = URL(filePath: path).lastPathComponent
                let who = !isTest ? "Your code" : file.hasSuffix("Driver.swift") ? "The driver" : "Your test"
                Issue.record(
                    Comment(rawValue: "\(who) \(finding.message) (\(file):\(finding.line))."),
                    sourceLocation: SourceLocation(
                        fileID: "\(URL(filePath: path).deletingLastPathComponent().lastPathComponent)/\(file)",
                        filePath: path, line: finding.line, column: 1))
            }
        }
    }
}
