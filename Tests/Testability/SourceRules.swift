import Foundation
import Testing

/// The few things no driver, test or Katas code needs, found in the source by whole families of tokens and reported
/// at file and line with what to write instead: the last resort, kept short. Everything else is measured.
public enum SourceRules {
    /// One rule broken at one place in a file: its path, the line (from 1), and what the file does there.
    public struct Finding: Sendable, Equatable { public let path: String, line: Int, message: String }

    /// Where a family binds: everywhere, in drivers and tests, or in tests alone.
    enum Scope { case everywhere, tests, ownTests }

    /// A family of tokens, what using one does, what to write instead, and where it binds.
    static let rules: [(tokens: String, does: String, instead: String, scope: Scope)] = [
        (
            #"\b(Mirror|customMirror|dump|debugPrint|reflecting)\b"#,
            "reads the code by reflection (Mirror, dump, String(reflecting:)), which sees what it keeps private",
            "read what the code offers a test: a property, a view model, a label it keeps internal", .everywhere
        ),
        (
            #"[Uu]nsafe|@unchecked\b|\bUnmanaged\b"#,
            "steps outside Swift's safety (nonisolated(unsafe), @unchecked, unsafe pointers and casts)",
            "keep the state in a value each test makes, or behind an actor or a Mutex", .everywhere
        ),
        (
            #"\.\s*detached\b|\b(Dispatch(Queue|Group)|Thread|OperationQueue|BlockOperation|Timer|RunLoop)\b|\bpthread_"#,
            "moves work off the test's task or to a later turn of the run loop (Task.detached, a DispatchQueue, a "
                + "Thread, a Timer), where the judge cannot tell which test it belongs to and nothing awaits it",
            "await it, or start it with `Task { }`, which stays the test's; wait on a clock handed in", .everywhere
        ),
        (
            #"@_spi\b|@testable\s+import\s+(?!Kata\d+\b)\w+|\bWorld\b|\bimport\s+Kata\d+Solution\b"#,
            "reaches the judge's instruments or the reference (@_spi, its World, the Solutions)",
            "reach the live world as app code does, through the stand-ins' own API", .everywhere
        ),
        (
            #"\bimport\s+Security\b|\bas\s+CFDictionary\b|\b(URLSession|UserDefaults|FileManager|FileHandle)\b"#
                + #"|\bNotificationCenter\b.*\.default\b"#,
            "reaches the live world where no stand-in records it (the keychain, the network, defaults, the disk, "
                + "observers on the shared NotificationCenter.default)",
            "go through the stand-ins (Keychain's functions, HTTPSession, AppDefaults), or hand in a store or a "
                + "NotificationCenter()", .everywhere
        ),
        (
            #"\bimport\s+(SwiftUI|UIKit)\b"#, "imports Apple's UI framework, whose names collide with the stand-ins'",
            "import StandIns, whose View, Text and UIViewController stand in for them", .everywhere
        ),
        (
            #"\bsubviews\b"#, "finds a view by its place among the subviews",
            "keep the view the code offers (the label or button it keeps), or read a view model", .tests
        ),
        (
            #"\b(ProcessInfo|CommandLine|getenv)\b"#,
            "reads the process's environment or arguments, which a unit test has no reason to read",
            "hand the code what it needs as a value", .tests
        ),
        (
            #"\b(KatasDriver|Probe|VersionDriver)\b|\btwins:"#,
            "goes through the driver or the judge, which are the scenarios again, blind spots included",
            "call your code as an app's test would, with doubles of your own", .ownTests
        ),
    ]

    /// The findings in `source`, the file at `path`: a driver or a test if `isTest`, a test alone if it declares
    /// `@Test`s or a `@Suite`. No file uses `referenceNames`; no test `driverNames`. A test that calls one of
    /// `expecting`, functions of other files that expect, expects.
    public static func findings(
        in source: String, at path: String, isTest: Bool = true, referenceNames: Set<String> = [],
        driverNames: Set<String> = [], expecting: Set<String> = []
    ) -> [Finding] {
        let code = codeOnly(source)
        let isOwnTest = isTest && code.contains(/@(Test|Suite)\b/)
        let scopes = [Scope.everywhere] + (isTest ? [.tests] : []) + (isOwnTest ? [.ownTests] : [])
        let families = rules.filter { scopes.contains($0.scope) }.compactMap { rule in
            (try? Regex(rule.tokens)).map { ($0.wordBoundaryKind(.simple), "\(rule.does); instead, \(rule.instead)") }
        }
        var found = isOwnTest ? hollowTests(in: code, at: path, expecting: expecting) : []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            func find(_ message: String) { found.append(Finding(path: path, line: index + 1, message: message)) }
            for (regex, message) in families where line.contains(regex) { find(message) }
            let words = Set(line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for name in words.intersection(referenceNames).sorted() {
                find("uses \(name), which the reference driver declares")
            }
            for name in words.intersection(isOwnTest ? driverNames : []).sorted() {
                find("uses \(name), which the driver speaks in; instead, call your code as an app's test would")
            }
        }
        return found
    }

    /// The top-level names `source` declares for its module (not `private`).
    public static func declaredNames(in source: String) -> Set<String> {
        let declaration =
            #/(?m)^(?:@\w+\s+)*(?:(?:public|internal|final)\s+)*(?:struct|class|enum|actor|protocol|typealias|func|let|var)\s+(\w+)/#
        return Set(codeOnly(source).matches(of: declaration).map { String($0.1) })
    }

    /// `source` with comments and string literals blanked out, lines kept.
    static func codeOnly(_ source: String) -> String {
        source.replacing(#/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"/#) { match in
            String(match.output.map { $0 == "\n" ? "\n" : " " })
        }
    }

    /// Checks a kata's code in `Katas/` and the learner's `Yours/` folder,
    /// and records each finding as a failure at its file and line. `filePath`
    /// is the calling rules suite's, in `Tests/KataN…/Judge`.
    public static func checkKata(filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
        let kata = URL(filePath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        let code = kata.appending(path: "../../Katas/\(kata.lastPathComponent)").standardized.path
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        let swiftFiles = { (folder: String) in
            let found = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
            return found.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
        }
        let files = { (folder: String) in swiftFiles(kata.appending(path: folder).path) }
        let union = { (paths: [String], names: (String) -> Set<String>) in
            paths.reduce(into: Set<String>()) { $0.formUnion(names(read($1))) }
        }
        let names = union(files("Reference"), declaredNames)
        let driverNames = union(files("Contract").filter { $0.hasSuffix("Driver.swift") }, declaredNames)
        let yours = files("Yours")
        let expecting = union(yours, expectingFunctions)
        guard !yours.isEmpty, !names.isEmpty else {
            Issue.record("No files found in \(kata.path)/Yours or Reference", sourceLocation: sourceLocation)
            return
        }
        for path in swiftFiles(code) + yours {
            let (isTest, file) = (!path.hasPrefix(code), URL(filePath: path).lastPathComponent)
            let who = !isTest ? "Your code" : file.hasSuffix("Driver.swift") ? "The driver" : "Your test"
            for finding in findings(
                in: read(path), at: path, isTest: isTest, referenceNames: names, driverNames: driverNames,
                expecting: expecting)
            {
                Issue.record(
                    Comment(rawValue: "\(who) \(finding.message) (\(file):\(finding.line))."),
                    sourceLocation: SourceLocation(
                        fileID: "\(URL(filePath: path).deletingLastPathComponent().lastPathComponent)/\(file)",
                        filePath: path, line: finding.line, column: 1))
            }
        }
    }
}
