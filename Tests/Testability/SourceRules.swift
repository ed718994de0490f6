import Foundation
import Testing

/// What a driver or a learner's test may do, checked in its source: the
/// driver rules the judge cannot see at run time.
///
/// A driver reaches its version only as a test in a real app could. It never
/// makes, enters or reads a `World` (the judge's instrument), never imports
/// the stand-ins', the SDKs' or the judge's internals, never moves work off
/// the test's task, never writes a global except through `setGlobal` (nor
/// through another name for it, nor by passing it `inout`), never reads a
/// screen by the order of its subviews, and never keeps a double where both
/// twins share it. Only the Solutions' driver and its doubles reach the
/// Solutions. A learner's unit test keeps the same rules, and writes no
/// global at all.
public enum SourceRules {
    /// One rule broken at one place in a file.
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        /// The file's path.
        public let path: String
        /// The line, from 1.
        public let line: Int
        /// What the file does there, and why a test in an app cannot.
        public let message: String

        public var description: String { "\(URL(filePath: path).lastPathComponent):\(line): \(message)" }
    }

    /// What kind of file is checked: a driver, or a learner's unit tests.
    public enum Role: Sendable {
        case driver
        case unitTests
    }

    /// The ways to run work off the test's task, and how each is spelled.
    static let offTask = [
        ("Task.detached", #"\bTask\.detached\b"#),
        ("Thread", #"\bThread\s*[({]|\bThread\.detachNewThread"#),
        ("DispatchQueue", #"\bDispatchQueue\b"#),
        ("OperationQueue", #"\bOperationQueue\b"#),
    ]

    /// The modules whose internals no driver or test may reach.
    static let sealedModules = ["StandIns", "SearchAPI", "WeatherAPI", "ACMEDeviceSDK", "Testability"]

    /// The findings in `source`, the text of the file at `path`.
    ///
    /// `katasSource` is the text of the kata's code, where its globals are
    /// declared, so that a write to one is recognized. `context` is the text
    /// of the files beside this one, where the driver's doubles may be
    /// declared, so that a class instance kept for all twins is recognized.
    public static func findings(
        in source: String, at path: String, as role: Role, katasSource: String, context: String = ""
    ) -> [Finding] {
        let katas = codeLines(katasSource)
        let lines = codeLines(source)
        return findings(
            inLines: lines, at: path, as: role, globals: Globals(inLines: katas),
            classes: classNames(inLines: katas + codeLines(context) + lines))
    }

    /// The findings in `source`, with the kata's globals and the classes
    /// around it read once for all the files checked.
    static func findings(
        inLines lines: [String], at path: String, as role: Role, globals: Globals, classes: Set<String>
    ) -> [Finding] {
        var aliases: [String: String] = [:]
        var findings: [Finding] = []
        func found(_ line: Int, _ message: String) {
            findings.append(Finding(path: path, line: line + 1, message: message))
        }
        var orderedViews: Set<String> = []
        var inType = false
        for (index, line) in lines.enumerated() {
            if let first = line.utf8.first, first != UInt8(ascii: " "), first != UInt8(ascii: "\t"),
                first != UInt8(ascii: "}")
            {
                // A driver's type: named for one, or conforming to a driver
                // protocol. A double's own stored state is its business.
                inType =
                    line.has("Driver") && matches(#"\b(struct|class|enum|actor|extension)\s"#, line)
            }
            // Cheap tests of the line's bytes first: most lines match no rule,
            // and this check runs on every line of every run of a suite.
            let words = trimmed(line)
            if words.utf8.allSatisfy({ "{}()".utf8.contains($0) }) { continue }
            if line.has("@_spi(") {
                found(index, "imports the judge's internals with @_spi; a test in an app has no such way in")
            }
            for module in sealedModules
            where line.has("@testable") && line.has(module) && matches(#"@testable\s+import\s+\#(module)\b"#, line) {
                found(
                    index,
                    "reaches into \(module) with @testable import; it stands in for code a test in an app cannot open "
                        + "(UIKit, a server, a vendor's SDK, the judge)")
            }
            if line.has("World"), matches(#"\bWorld\b"#, line) {
                found(
                    index,
                    "makes, enters or reads a World, the judge's record of live contacts; a test in an app has none, "
                        + "and a driver that uses one hides contacts from the judge")
            }
            for (offTask, pattern) in Self.offTask
            where line.has(offTask) && matches(pattern, line) {
                found(
                    index,
                    "moves work off the test's task with \(offTask); a contact made there lands in no test's world, "
                        + "so the judge cannot see it")
            }
            let binds = line.has("let ") || line.has("var ")
            if binds, let (name, global) = aliasBinding(on: line, aliases: aliases) { aliases[name] = global }
            let written =
                globals.written(on: words) ?? Self.writtenThroughAlias(on: words, aliases: aliases)
                ?? (line.has("&") ? Globals.match(#"&\s*([A-Z]\w*(?:\.\w+)+)"#, in: line) : nil).map {
                    "\($0), passed inout,"
                }
            if let written, !line.has("setGlobal(") {
                switch role {
                case .driver:
                    found(
                        index,
                        "writes the global \(written) without setGlobal(_:_:to:); every write of state all tests "
                            + "share must be counted")
                case .unitTests:
                    found(
                        index,
                        "writes the global \(written); another test running at the same moment can change it, so "
                            + "hand the code its input instead")
                }
            }
            if line.has("subviews") || !orderedViews.isEmpty,
                let view = subviewsReadInOrder(on: line, names: orderedViews)
            {
                found(
                    index,
                    "reads the screen by the order of its subviews (\(view)); a test should find a view by what it "
                        + "is, not where it sits")
            }
            if let name = viewsListAssigned(on: line) { orderedViews.insert(name) }
            if role == .driver, binds || line.has("nonisolated"),
                let kept = sharedState(on: line, inType: inType, classes: classes)
            {
                found(
                    index,
                    "keeps \(kept) where both twins of a scenario share it; make each double inside the method that "
                        + "arranges a twin")
            }
        }
        return findings
    }

    /// The findings in the files at `paths`, read from disk; a file that
    /// cannot be read is itself a finding.
    public static func findings(inFiles paths: [(path: String, role: Role)], katasFolder: String) -> [Finding] {
        let katas = swiftFiles(in: katasFolder).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            .flatMap(codeLines)
        let files = paths.map { (try? String(contentsOfFile: $0.path, encoding: .utf8)).map(codeLines) }
        let globals = Globals(inLines: katas)
        let classes = classNames(inLines: katas + files.compactMap { $0 }.joined())
        return zip(paths, files).flatMap { file, lines -> [Finding] in
            guard let lines else { return [Finding(path: file.path, line: 1, message: "cannot be read")] }
            return findings(inLines: lines, at: file.path, as: file.role, globals: globals, classes: classes)
        }
    }

    /// Where files that may not reach the Solutions do: an import of a
    /// `…Solution` module, or a name declared in a file that may (the
    /// Solutions' driver and its doubles). A Katas driver that reaches the
    /// Solutions judges the reference, not the learner's code.
    ///
    /// `reaching` are the files that may reach them, `others` the rest.
    public static func reachesOfTheSolutions(
        from others: [(path: String, source: String)], reaching: [(path: String, source: String)]
    ) -> [Finding] {
        var declared: [(name: String, file: String)] = []
        for file in reaching {
            // A private declaration cannot be reached from another file, so
            // another file may declare its own of the same name.
            for line in codeLines(file.source)
            where !(line.has("private") && matches(#"\b(?:private|fileprivate)\s"#, line)) {
                if let name = Globals.match(
                    #"^(?:\S.*\s)?(?:struct|class|enum|actor|protocol|typealias)\s+(\w+)"#, in: line)
                    ?? Globals.match(#"^(?:[a-z@]\S*\s+)*func\s+(\w+)"#, in: line)
                {
                    declared.append((name, URL(filePath: file.path).lastPathComponent))
                }
            }
        }
        let allowed = reaching.map { URL(filePath: $0.path).lastPathComponent }.joined(separator: ", ")
        // One pattern for every name, to find the few lines worth a closer look.
        let names =
            declared.isEmpty ? nil : compiled(#"\b(?:"# + declared.map(\.name).joined(separator: "|") + #")\b"#)
        var findings: [Finding] = []
        for file in others {
            let lines = codeLines(file.source)
            for (index, line) in lines.enumerated() {
                if line.has("Solution"), let module = Globals.match(#"\bimport\s+(Kata\d+Solution)\b"#, in: line) {
                    findings.append(
                        Finding(
                            path: file.path, line: index + 1,
                            message: "imports \(module), the reference; only \(allowed) may, and a Katas driver "
                                + "that reaches it judges the Solutions, not your code"))
                }
                guard let names, names.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
                else { continue }
                for (name, home) in declared
                where matches(#"\b\#(name)\b"#, line) {
                    findings.append(
                        Finding(
                            path: file.path, line: index + 1,
                            message: "uses \(name), declared in \(home), which reaches the Solutions; a Katas "
                                + "driver that uses it judges the reference, not your code"))
                }
            }
        }
        return findings
    }

    /// The Swift files in `folder` and the folders in it.
    public static func swiftFiles(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder + "/" + $0 }
    }

    // MARK: - Reading the source

    /// The lines of `source`'s code: its comments and the insides of its
    /// string literals blanked out, so that only code is matched.
    static func codeLines(_ source: String) -> [String] {
        var code = withoutCommentsAndStrings(source)
        return code.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
    }

    /// `source` with its comments and the insides of its string literals
    /// blanked out, so that only code is matched. Line breaks are kept.
    static func withoutCommentsAndStrings(_ source: String) -> String {
        // Byte by byte: every delimiter is ASCII, and a character of more
        // than one byte is copied whole or blanked whole.
        let bytes = Array(source.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let (slash, star, quote, backslash, newline) = (
            UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\""),
            UInt8(ascii: "\\"), UInt8(ascii: "\n")
        )
        func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        func startsTriple(_ index: Int) -> Bool {
            at(index) == quote && at(index + 1) == quote && at(index + 2) == quote
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == slash, at(index + 1) == slash {
                while index < bytes.count, bytes[index] != newline { index += 1 }
            } else if byte == slash, at(index + 1) == star {
                index += 2
                while index < bytes.count, !(bytes[index] == star && at(index + 1) == slash) {
                    if bytes[index] == newline { out.append(newline) }
                    index += 1
                }
                index += 2
            } else if startsTriple(index) {
                out += [quote, quote]
                index += 3
                while index < bytes.count, !startsTriple(index) {
                    if bytes[index] == newline { out.append(newline) }
                    index += 1
                }
                index += 3
            } else if byte == quote {
                out += [quote, quote]
                index += 1
                while index < bytes.count, bytes[index] != quote, bytes[index] != newline {
                    index += bytes[index] == backslash ? 2 : 1
                }
                index += 1
            } else {
                out.append(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The globals a kata's code declares: its static stored variables, its
    /// top-level variables, and the static functions that write one.
    struct Globals {
        var topLevel: Set<String> = []
        var setters: [String: String] = [:]

        init(inLines lines: [String]) {
            var statics: Set<String> = []
            for line in lines {
                guard line.has("var") else { continue }
                if !line.hasPrefix(" "), let name = Self.match(#"^(?:[a-z]+(?:\([a-z]+\))?\s+)*var\s+(\w+)"#, in: line)
                {
                    topLevel.insert(name)
                }
                if line.has("static"), let name = Self.match(#"\bstatic\s+var\s+(\w+)"#, in: line) {
                    statics.insert(name)
                }
            }
            var function: String?
            var depth = 0
            for line in lines {
                if function == nil, line.has("static"), let name = Self.match(#"\bstatic\s+func\s+(\w+)"#, in: line) {
                    function = name
                    depth = 0
                }
                guard let current = function else { continue }
                if line.has("="),
                    statics.contains(where: {
                        line.has($0) && matches(#"\b\#($0)\s*(=[^=]|\+=|-=)"#, line)
                    })
                {
                    setters[current] = current
                }
                depth += line.utf8.count { $0 == UInt8(ascii: "{") } - line.utf8.count { $0 == UInt8(ascii: "}") }
                if depth <= 0, line.has("}") { function = nil }
            }
        }

        /// The global `line` writes, if it writes one. `line` has no spaces
        /// at either end.
        func written(on line: String) -> String? {
            let assigns = line.has("=")
            let calls = line.has("(")
            guard assigns || calls else { return nil }
            if let first = line.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                if assigns, let path = Self.match(#"^([A-Z]\w*(?:\.\w+)+)\s*(?:=[^=]|\+=|-=|\*=|/=)"#, in: line) {
                    return path
                }
                if calls,
                    let path = Self.match(
                        #"^([A-Z]\w*(?:\.\w+)*)\.(?:append|insert|remove\w*|toggle|merge|formUnion|subtract)\("#,
                        in: line)
                {
                    return path
                }
            }
            if assigns, !topLevel.isEmpty, let name = Self.match(#"^(\w+)\s*(?:=[^=]|\+=|-=)"#, in: line),
                topLevel.contains(name)
            {
                return name
            }
            for setter in setters.keys where calls && line.has(setter) {
                if let path = Self.match(#"\b([A-Z]\w*(?:\.\w+)*\.\#(setter))\("#, in: line) {
                    return "through \(path)(…)"
                }
            }
            return nil
        }

        static func match(_ pattern: String, in line: String) -> String? {
            guard let regex = compiled(pattern),
                let found = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                found.numberOfRanges > 1, let range = Range(found.range(at: 1), in: line)
            else { return nil }
            return String(line[range])
        }
    }

    /// `pattern`, compiled once per thread. The cache is the thread's own, so
    /// suites checked at the same moment share nothing and need no lock (the
    /// thread sanitizer cannot see `Mutex`'s on Linux).
    private static func compiled(_ pattern: String) -> NSRegularExpression? {
        let cache = Thread.current.threadDictionary
        let key = "SourceRules: " + pattern
        if let regex = cache[key] as? NSRegularExpression { return regex }
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        cache[key] = regex
        return regex
    }

    /// Whether `pattern` matches somewhere in `line`.
    static func matches(_ pattern: String, _ line: String) -> Bool {
        compiled(pattern)?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    /// The subviews read by position on `line`, if any: an index, `first` or
    /// `last` without a condition, a prefix, a suffix, or a list of views
    /// taken from `subviews` earlier and indexed now.
    static func subviewsReadInOrder(on line: String, names: Set<String>) -> String? {
        let positional =
            #"(\[\s*\d+\s*\]|\.first\b(?!\s*[\{(])|\.last\b(?!\s*[\{(])|\.prefix\(|\.suffix\(|\.dropFirst|\.dropLast|\.enumerated\(\))"#
        if let found = Globals.match(#"(subviews\b[^;]*?"# + positional + ")", in: line) { return found }
        for name in names {
            if let found = Globals.match(#"\b(\#(name)\s*"# + positional + ")", in: line) { return found }
        }
        return nil
    }

    /// The name a list of views taken from `subviews` is given on `line`.
    static func viewsListAssigned(on line: String) -> String? {
        guard line.has("subviews") else { return nil }
        return Globals.match(#"\b(?:let|var)\s+(\w+)\s*=[^=]"#, in: line)
    }

    /// The classes and actors `code` declares: one instance of one, kept
    /// outside the method that arranges a twin, is shared by both twins.
    static func classNames(inLines lines: [String]) -> Set<String> {
        var names: Set<String> = []
        for line in lines where line.has("class") || line.has("actor") {
            if let name = Globals.match(#"\b(?:class|actor)\s+(\w+)"#, in: line), name != "func", name != "var" {
                names.insert(name)
            }
        }
        return names
    }

    /// The name `line` gives a global, or something reached from one, and
    /// the global's path: `let app = UIApplication.shared`,
    /// `let flags = RemoteFlags.self`, `let app: UIApplication = .shared`,
    /// or another name for a name already known.
    static func aliasBinding(on line: String, aliases: [String: String]) -> (String, String)? {
        guard line.has("=") else { return nil }
        let binding = #"\b(?:let|var)\s+(\w+)\s*"#
        let end = #"\s*(?:$|\{|,|\belse\b)"#
        if let found = groups(binding + #"(?::[^=]+)?=\s*([A-Z]\w*(?:\.\w+)+)"# + end, in: line) {
            return (found[0], found[1])
        }
        if let found = groups(binding + #":\s*([A-Z]\w*)\s*=\s*\.(\w+)"# + end, in: line) {
            return (found[0], "\(found[1]).\(found[2])")
        }
        if let found = groups(binding + #"(?::[^=]+)?=\s*(\w+)"# + end, in: line), let path = aliases[found[1]] {
            return (found[0], path)
        }
        return nil
    }

    /// Every group `pattern` captures in its first match on `line`.
    static func groups(_ pattern: String, in line: String) -> [String]? {
        guard let regex = compiled(pattern),
            let found = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
        else { return nil }
        return (1..<found.numberOfRanges).map { index in
            Range(found.range(at: index), in: line).map { String(line[$0]) } ?? ""
        }
    }

    /// The global `line` writes through another name for it, if it does.
    /// `line` has no spaces at either end.
    static func writtenThroughAlias(on trimmed: String, aliases: [String: String]) -> String? {
        for (name, path) in aliases where trimmed.has(name) {
            let global = path.hasSuffix(".self") ? String(path.dropLast(".self".count)) : path
            if let rest = Globals.match(#"^\#(name)((?:\.\w+)+)\s*(?:=[^=]|\+=|-=|\*=|/=)"#, in: trimmed)
                ?? Globals.match(
                    #"^\#(name)((?:\.\w+)*)\.(?:append|insert|remove\w*|toggle|merge|formUnion|subtract)\("#,
                    in: trimmed)
            {
                return "\(global)\(rest) through \(name)"
            }
            if let rest = Globals.match(#"&\s*\#(name)((?:\.\w+)+)"#, in: trimmed) {
                return "\(global)\(rest) through \(name), passed inout,"
            }
        }
        return nil
    }

    /// State a driver file keeps outside the method that arranges a twin.
    static func sharedState(on line: String, inType: Bool, classes: Set<String> = []) -> String? {
        if line.has("nonisolated(unsafe)") { return "state marked nonisolated(unsafe)" }
        let isStatic = line.has("static")
        if isStatic, let name = Globals.match(#"\bstatic\s+var\s+(\w+)"#, in: line) {
            return "the static variable \(name)"
        }
        if line.has("@MainActor"),
            let name = Globals.match(
                #"@MainActor\s+(?:static\s+)?(?:private\s+|fileprivate\s+)?(?:let|var)\s+(\w+)"#, in: line)
        {
            return "the main-actor global \(name)"
        }
        if !line.hasPrefix(" "), let name = Globals.match(#"^(?:private\s+|fileprivate\s+)?var\s+(\w+)"#, in: line) {
            return "the file-level variable \(name)"
        }
        let constant = #"(?:private\s+|fileprivate\s+)?let\s+(\w+)\s*(?::\s*(\w+)[^=]*)?=\s*(\w+)?"#
        for (pattern, kind) in [
            (#"\bstatic\s+"# + constant, "the static constant"), (#"^"# + constant, "the file-level constant"),
        ] where line.has("let") && (isStatic || !line.hasPrefix(" ")) {
            guard let found = groups(pattern, in: line) else { continue }
            if let type = found.dropFirst().first(where: classes.contains) {
                return "\(kind) \(found[0]), one \(type) for every twin"
            }
        }
        if inType, line.hasPrefix("    "), line.has("("),
            let name = Globals.match(
                #"^    (?:private\s+|fileprivate\s+)?(?:let|var)\s+(\w+)\s*=\s*[A-Z]\w*\("#, in: line)
        {
            return "the stored property \(name), made once for the driver"
        }
        return nil
    }
}

extension SourceRules {
    /// Checks every Swift file in a kata's test folder but the judge's own
    /// machinery (`exempt`), and records each finding as a failure at its
    /// file and line. `YourTests.swift` is checked as unit tests, the rest as
    /// drivers and their doubles.
    ///
    /// Only the files in `reachingTheSolutions` and `exempt` may reach the
    /// Solutions, and no other file but the suite's scenarios, which run
    /// both drivers, may use a name they declare.
    public static func check(
        testsIn folder: String, katasFolder: String, exempt: [String] = [],
        reachingTheSolutions: [String] = ["SolutionDriver.swift"],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let all = swiftFiles(in: folder)
        let files = all.filter { path in
            !exempt.contains(URL(filePath: path).lastPathComponent)
        }
        guard !files.isEmpty else {
            Issue.record("No test files found in \(folder)", sourceLocation: sourceLocation)
            return
        }
        let roles = files.map { path in
            (path: path, role: URL(filePath: path).lastPathComponent == "YourTests.swift" ? Role.unitTests : .driver)
        }
        let module = URL(filePath: folder).lastPathComponent
        let mayReach = Set(exempt + reachingTheSolutions)
        let sources = all.map { (path: $0, source: (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "") }
        let reaching = sources.filter { file in
            mayReach.contains(URL(filePath: file.path).lastPathComponent)
                && matches(#"\bimport\s+Kata\d+Solution\b"#, file.source)
        }
        // The suite's scenarios name both drivers, to run both; it is the
        // judge's, not a file a learner changes.
        let others = sources.filter { file in
            let name = URL(filePath: file.path).lastPathComponent
            return !mayReach.contains(name) && !name.hasSuffix("Scenarios.swift")
        }
        let crossings = reachesOfTheSolutions(from: others, reaching: reaching)
        for finding in findings(inFiles: roles, katasFolder: katasFolder) + crossings {
            let file = URL(filePath: finding.path).lastPathComponent
            let location = SourceLocation(
                fileID: "\(module)/\(file)", filePath: finding.path, line: finding.line, column: 1)
            let who = file == "YourTests.swift" ? "Your test" : "The driver"
            Issue.record(
                Comment(rawValue: "\(who) \(finding.message) (\(file):\(finding.line))."), sourceLocation: location)
        }
    }
}

extension SourceRules {
    /// Checks the test folder of the kata whose rules suite is at `filePath`,
    /// against the kata's code in `Katas/<katasFolder>`; see
    /// `check(testsIn:katasFolder:exempt:sourceLocation:)`.
    public static func checkKata(
        _ katasFolder: String, exempt: [String] = [],
        reachingTheSolutions: [String] = ["SolutionDriver.swift"],
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let tests = URL(filePath: filePath).deletingLastPathComponent()
        let katas = tests.appending(path: "../../Katas/\(katasFolder)").standardized
        check(
            testsIn: tests.path, katasFolder: katas.path, exempt: exempt, reachingTheSolutions: reachingTheSolutions,
            sourceLocation: sourceLocation)
    }
}

extension SourceRules {
    /// `line` without the spaces and tabs at its ends.
    static func trimmed(_ line: String) -> String {
        let bytes = line.utf8
        let blank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let start = bytes.firstIndex(where: { !blank($0) }),
            let last = bytes.lastIndex(where: { !blank($0) })
        else { return "" }
        return String(line[start...last])
    }
}

extension String {
    /// Whether `word` occurs in the string, compared byte by byte: the rules
    /// check asks it of every line it reads, and Foundation's `contains`
    /// goes through `NSString` on Linux.
    func has(_ word: String) -> Bool {
        withCString { text in word.withCString { word in strstr(text, word) != nil } }
    }
}
