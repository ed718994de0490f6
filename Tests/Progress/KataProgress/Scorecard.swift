import Foundation

/// Where one kata stands, read from a run of its suites.
public struct Scorecard: Sendable, Equatable {
    /// The four rules, in the order the workbook teaches them.
    public static let rules = ["controllable", "observable", "hermetic", "isolated"]

    /// One scenario: the rules its Katas run broke, and whether either
    /// version's run failed (a wrong behaviour, a broken driver rule).
    public struct Scenario: Sendable, Equatable {
        public let name: String
        public var katasRules: [String] = []
        public var katasFails = false
        public var solutionsRules: [String] = []
        public var solutionsFails = false

        /// Whether the learner's code keeps every rule and every behaviour.
        public var isCleanOnKatas: Bool { katasRules.isEmpty && !katasFails }
    }

    /// One of the learner's own tests: a test function, or one case of a
    /// parameterized one.
    public struct OwnTest: Sendable, Equatable {
        /// The test's id in the event stream.
        public var id: String
        /// The case's id, for a case of a parameterized test.
        public var caseID: String?
        /// The test's display name, with the case's argument if it has one.
        public var name: String
        public var passed = true
        /// The judge's reports on it: a rule broken, and how.
        public var judged: [String] = []
        /// Whether it fails beside the others and passes alone.
        public var dependsOnOthers = false
        /// Whether it passes beside the others and fails alone.
        public var failsAlone = false
        /// How many known issues it recorded: expectations inside
        /// `withKnownIssue`, which cannot fail it.
        public var knownIssues = 0
        /// Whether its source has no expectation: no `#expect`, `#require`,
        /// `Issue.record` or `confirmation`, itself or in a function of the
        /// learner's it calls. False where the source cannot be read.
        public var checksNothing = false
        /// Whether it was skipped (`.disabled`) and so never ran.
        public var skipped = false
        /// Whether `.unitTests` judged it; a test in a suite without the trait
        /// is not, and proves nothing about live contacts or shared state.
        public var judgedAsUnitTest = true

        public init(id: String = "", caseID: String? = nil, name: String) {
            self.id = id.isEmpty ? name : id
            self.caseID = caseID
            self.name = name
        }

        /// Whether it counts towards the tests a learner writes: it ran,
        /// passed, alone and together, was judged clean, and checks something
        /// that can fail it.
        public var counts: Bool {
            passed && judged.isEmpty && !dependsOnOthers && !failsAlone && knownIssues == 0 && !checksNothing
                && !skipped && judgedAsUnitTest
        }

        /// Whether it stops the kata being solved: it fails, or breaks a
        /// rule, or its result depends on the others.
        public var isAFault: Bool { !passed || !judged.isEmpty || dependsOnOthers || failsAlone }

        /// Why it counts for nothing, or fails, as a learner reads it.
        public var why: [String] {
            var why: [String] = []
            if !judged.isEmpty {
                let broken = judged.compactMap { Scorecard.rule(in: $0) }
                why.append("\(Self.unique(broken).joined(separator: ", ")) rule broken")
            }
            if dependsOnOthers { why.append("fails beside the others and passes alone") }
            if failsAlone { why.append("passes beside the others and fails alone") }
            if !passed && why.isEmpty { why.append("fails") }
            if skipped { why.append("skipped, so it checks nothing") }
            if !skipped && !judgedAsUnitTest {
                why.append("not judged as a unit test: add `.unitTests` to its suite")
            }
            if knownIssues > 0 { why.append("its expectation sits inside withKnownIssue, which cannot fail") }
            if checksNothing { why.append("checks nothing: no #expect or #require") }
            return why
        }

        private static func unique(_ list: [String]) -> [String] {
            list.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
    }

    public let number: Int
    public var title: String
    public var scenarios: [Scenario] = []
    public var ownTests: [OwnTest] = []
    /// The learner's suites with no test in them: they check nothing.
    public var emptySuites: [String] = []
    /// Failures of the drivers' and the learner's tests' source rules.
    public var ruleFindings: [String] = []
    /// Failures of anything else in the kata's run: examples, wiring checks.
    public var otherFailures: [String] = []
    /// What went wrong with the run as a whole (a crash, a hang, an early
    /// exit, a build failure), if anything: then nothing here can be trusted.
    public var trouble: Trouble?

    /// The scenarios clean on the learner's code.
    public var cleanScenarios: Int { scenarios.filter(\.isCleanOnKatas).count }

    /// The learner's tests that count: see `OwnTest.counts`.
    public var countingTests: Int { ownTests.filter(\.counts).count }

    /// Each rule the learner's code still breaks, with how many scenarios
    /// break it, in the workbook's order.
    public var brokenRules: [(rule: String, count: Int)] {
        Self.rules.compactMap { rule in
            let count = scenarios.filter { $0.katasRules.contains(rule) }.count
            return count > 0 ? (rule, count) : nil
        }
    }

    /// The scenarios whose behaviour came out wrong on either version.
    public var failingScenarios: [Scenario] {
        scenarios.filter { $0.katasFails || $0.solutionsFails }
    }

    /// Whether the kata is solved: the run ended as it should, every
    /// scenario clean on the learner's code, nothing failing, and at least
    /// `minimumOwnTests` of the learner's own tests counting, none of them
    /// failing or judged.
    public func isSolved(minimumOwnTests: Int) -> Bool {
        trouble == nil && !scenarios.isEmpty && cleanScenarios == scenarios.count && failingScenarios.isEmpty
            && ruleFindings.isEmpty && otherFailures.isEmpty && countingTests >= minimumOwnTests
            && !ownTests.contains(where: \.isAFault)
    }

    /// The rule a judge's message is about: its first line, "Isolated rule
    /// broken".
    static func rule(in comment: String) -> String? {
        let first = comment.prefix { $0 != ":" && $0 != "\n" }.lowercased()
        return rules.first { first == "\($0) rule broken" }
    }
}

extension Scorecard {
    /// Kata `number`'s scorecard from `run`, a run that included its suites.
    ///
    /// A scenario is a test whose cases are the two versions, "Katas" and
    /// "Solutions"; the learner's own tests are every test declared in a
    /// file of the kata's test target other than the shipped ones
    /// (`KataInfo.shippedTestFiles`), whatever suite it sits in; the rules
    /// check is the suite `KataNRules`. `source` reads a learner's file, to
    /// find tests that check nothing.
    public init(
        number: Int, title: String, from run: Run,
        source: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }
    ) {
        self.number = number
        self.title = title
        let module = "Kata\(number)Tests."
        let examples = "Examples\(number)."
        let shipped = KataInfo.shippedTestFiles(of: number)
        let own = run.tests.filter { Self.isOwn($0, module: "Kata\(number)Tests", shipped: shipped) }
        let ownIDs = Set(own.map(\.id))

        var scenarioIDs: [String] = []
        for started in run.casesStarted where started.testID.hasPrefix(module) && !ownIDs.contains(started.testID) {
            if started.testCase == "Katas" || started.testCase == "Solutions", !scenarioIDs.contains(started.testID) {
                scenarioIDs.append(started.testID)
            }
        }
        scenarios = scenarioIDs.map { Scenario(name: run.name(of: $0)) }

        for test in own where !test.isSuite {
            if run.skipped.contains(test.id) {
                var skipped = OwnTest(id: test.id, name: test.name)
                skipped.skipped = true
                ownTests.append(skipped)
            }
            for started in run.started where started.testID == test.id {
                let name = started.testCase.map { "\(test.name) (\($0))" } ?? test.name
                var ownTest = OwnTest(id: test.id, caseID: started.caseID, name: name)
                ownTest.judgedAsUnitTest = run.judgedAsUnitTests.contains {
                    $0.testID == test.id && ($0.caseID == nil || $0.caseID == started.caseID)
                }
                ownTests.append(ownTest)
            }
        }
        emptySuites =
            own.filter { suite in
                suite.isSuite && !run.tests.contains { !$0.isSuite && $0.id.hasPrefix(suite.id + "/") }
            }
            .map(\.name)

        for issue in run.issues where issue.testID.hasPrefix(module) || issue.testID.hasPrefix(examples) {
            let text = issue.comments.first ?? "an issue with no message"
            if ownIDs.contains(issue.testID) {
                for index in ownTests.indices
                where ownTests[index].id == issue.testID
                    && (issue.caseID == nil || issue.caseID == ownTests[index].caseID)
                {
                    if Self.rule(in: text) != nil {
                        ownTests[index].judged.append(text)
                    } else if issue.isKnown {
                        ownTests[index].knownIssues += 1
                    }
                    if !issue.isKnown { ownTests[index].passed = false }
                }
            } else if let index = scenarioIDs.firstIndex(of: issue.testID) {
                let isKatas = issue.testCase == "Katas"
                if issue.isKnown, let rule = Self.rule(in: text) {
                    if isKatas {
                        if !scenarios[index].katasRules.contains(rule) { scenarios[index].katasRules.append(rule) }
                    } else if !scenarios[index].solutionsRules.contains(rule) {
                        scenarios[index].solutionsRules.append(rule)
                    }
                } else if !issue.isKnown {
                    if isKatas {
                        scenarios[index].katasFails = true
                    } else {
                        scenarios[index].solutionsFails = true
                        if let rule = Self.rule(in: text), !scenarios[index].solutionsRules.contains(rule) {
                            scenarios[index].solutionsRules.append(rule)
                        }
                    }
                }
            } else if issue.testID.hasPrefix(module + "Kata\(number)Rules") {
                if !issue.isKnown { ruleFindings.append(text) }
            } else if !issue.isKnown {
                otherFailures.append("\(run.name(of: issue.testID)): \(text)")
            }
        }
        for index in scenarios.indices {
            scenarios[index].katasRules.sort { Self.rules.firstIndex(of: $0) ?? 0 < Self.rules.firstIndex(of: $1) ?? 0 }
            scenarios[index].solutionsRules.sort {
                Self.rules.firstIndex(of: $0) ?? 0 < Self.rules.firstIndex(of: $1) ?? 0
            }
        }
        markTestsThatCheckNothing(own: own, source: source)
        nameSameNamedTestsApart(own: own)
    }

    /// Whether `test` is declared in a file of the kata's test target that
    /// the workbook does not ship with tests of its own. The stream's
    /// source location says where; a stream without one still has the file
    /// in a test function's id ("Kata1Tests.YourTests/good()/YourTests.swift:3:6").
    static func isOwn(_ test: Run.TestInfo, module: String, shipped: [String]) -> Bool {
        let inModule: Bool
        let file: String?
        if let fileID = test.fileID ?? test.filePath.map({ "\(module)/\(URL(filePath: $0).lastPathComponent)" }) {
            inModule = fileID.hasPrefix(module + "/") || test.filePath?.contains("/Tests/\(module)/") == true
            file =
                test.filePath.map { URL(filePath: $0).lastPathComponent }
                ?? fileID.split(separator: "/").last.map(String.init)
        } else {
            inModule = test.id.hasPrefix(module + ".")
            let last = test.id.split(separator: "/").last.map(String.init)
            file = test.isSuite ? nil : last?.split(separator: ":").first.map(String.init)
        }
        guard inModule, let file else { return false }
        return !shipped.contains(file)
    }

    /// A test whose body (and the learner's functions it calls) holds no
    /// expectation checks nothing. Swift Testing's event stream records no
    /// expectation that passed, so this is read from the test's source, at
    /// the location the stream gives.
    private mutating func markTestsThatCheckNothing(own: [Run.TestInfo], source: (String) -> String?) {
        var files: [String: SourceScan] = [:]
        for path in Set(own.compactMap(\.filePath)) {
            if let text = source(path) { files[path] = SourceScan(text) }
        }
        let checking = SourceScan.checkingFunctions(Array(files.values))
        for test in own where !test.isSuite {
            guard let path = test.filePath, let line = test.line, let scan = files[path],
                let body = scan.body(ofFunctionAtLine: line)
            else { continue }
            if !scan.checks(body, helpers: checking) {
                for index in ownTests.indices where ownTests[index].id == test.id {
                    ownTests[index].checksNothing = true
                }
            }
        }
    }

    /// Tests with the same display name count apart; they are named apart
    /// too, by where they are declared.
    private mutating func nameSameNamedTestsApart(own: [Run.TestInfo]) {
        let names = ownTests.map(\.name)
        for index in ownTests.indices where names.filter({ $0 == ownTests[index].name }).count > 1 {
            guard let test = own.first(where: { $0.id == ownTests[index].id }) else { continue }
            let place = test.filePath.map { URL(filePath: $0).lastPathComponent } ?? test.fileID ?? test.id
            ownTests[index].name += test.line.map { " [\(place):\($0)]" } ?? " [\(test.id)]"
        }
    }
}

/// A Swift file's code with its comments and string literals blanked out,
/// enough to find a function's body and the checks in it.
struct SourceScan {
    let code: [UInt8]

    /// What makes a test check something.
    static let checks = ["#expect", "#require", "Issue.record", "confirmation"].map { Array($0.utf8) }

    init(_ text: String) {
        code = Self.blanked(Array(text.utf8))
    }

    /// The body of the first function declared at or after `line` (the line
    /// of its `@Test`), between its braces.
    func body(ofFunctionAtLine line: Int) -> Range<Int>? {
        var start = 0
        var current = 1
        while current < line, start < code.count {
            if code[start] == UInt8(ascii: "\n") { current += 1 }
            start += 1
        }
        return functions().first { $0.keyword >= start }?.body
    }

    /// Every function declared in the file with a body: its name, where its
    /// `func` is, and its body.
    func functions() -> [(name: String, keyword: Int, body: Range<Int>)] {
        var found: [(String, Int, Range<Int>)] = []
        var index = 0
        let keyword = Array("func".utf8)
        while let at = find(keyword, from: index, in: 0..<code.count) {
            index = at + keyword.count
            var cursor = index
            while cursor < code.count, code[cursor] == UInt8(ascii: " ") { cursor += 1 }
            let nameStart = cursor
            while cursor < code.count, Self.isIdentifier(code[cursor]) || code[cursor] == UInt8(ascii: "`") {
                cursor += 1
            }
            let name = String(decoding: code[nameStart..<cursor], as: UTF8.self).replacingOccurrences(of: "`", with: "")
            var depth = 0
            var open: Int?
            scan: while cursor < code.count {
                switch code[cursor] {
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: "{") where depth == 0:
                    open = cursor
                    break scan
                case UInt8(ascii: "}") where depth == 0: break scan
                default: break
                }
                cursor += 1
            }
            guard let open, let close = matchingBrace(open) else { continue }
            found.append((name, at, (open + 1)..<close))
        }
        return found
    }

    /// Whether `body` holds a check, itself or in a call of one of `helpers`.
    func checks(_ body: Range<Int>, helpers: Set<String>) -> Bool {
        if Self.checks.contains(where: { find($0, from: body.lowerBound, in: body) != nil }) { return true }
        return helpers.contains { name in
            var from = body.lowerBound
            let call = Array((name + "(").utf8)
            while let at = find(call, from: from, in: body) {
                if at == 0 || !Self.isIdentifier(code[at - 1]) { return true }
                from = at + 1
            }
            return false
        }
    }

    /// The names of the functions in `files` that check something, directly
    /// or through another such function.
    static func checkingFunctions(_ files: [SourceScan]) -> Set<String> {
        let all = files.flatMap { file in file.functions().map { (file, $0.name, $0.body) } }
        var checking: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for (file, name, body) in all where !checking.contains(name) && file.checks(body, helpers: checking) {
                checking.insert(name)
                grew = true
            }
        }
        return checking
    }

    private func find(_ needle: [UInt8], from start: Int, in range: Range<Int>) -> Int? {
        guard !needle.isEmpty, start < range.upperBound else { return nil }
        var index = max(start, range.lowerBound)
        while index + needle.count <= range.upperBound {
            if code[index] == needle[0], code[index..<(index + needle.count)].elementsEqual(needle) {
                // Whole words only where the needle is a word.
                let after = index + needle.count
                let wordEnd =
                    !Self.isIdentifier(needle[needle.count - 1]) || after >= code.count
                    || !Self.isIdentifier(code[after]) || needle.last == UInt8(ascii: "(")
                let wordStart = !Self.isIdentifier(needle[0]) || index == 0 || !Self.isIdentifier(code[index - 1])
                if wordEnd && wordStart { return index }
            }
            index += 1
        }
        return nil
    }

    private func matchingBrace(_ open: Int) -> Int? {
        var depth = 0
        for index in open..<code.count {
            if code[index] == UInt8(ascii: "{") { depth += 1 }
            if code[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            || byte >= 0x80
    }

    /// `text` with comments and the insides of string literals turned into
    /// spaces (newlines kept, so lines still count).
    static func blanked(_ text: [UInt8]) -> [UInt8] {
        var out = text
        var index = 0
        func blank(_ range: Range<Int>) {
            for i in range where out[i] != UInt8(ascii: "\n") { out[i] = UInt8(ascii: " ") }
        }
        func starts(_ s: String, at i: Int) -> Bool {
            let bytes = Array(s.utf8)
            return i + bytes.count <= text.count && text[i..<(i + bytes.count)].elementsEqual(bytes)
        }
        while index < text.count {
            if starts("//", at: index) {
                let end = text[index...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
                blank(index..<end)
                index = end
            } else if starts("/*", at: index) {
                var depth = 0
                var end = index
                while end < text.count {
                    if starts("/*", at: end) {
                        depth += 1
                        end += 2
                    } else if starts("*/", at: end) {
                        depth -= 1
                        end += 2
                        if depth == 0 { break }
                    } else {
                        end += 1
                    }
                }
                blank(index..<end)
                index = end
            } else if text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "#") {
                // A string literal, raw (#"…"#) or not, single or multi-line.
                var hashes = 0
                var open = index
                while open < text.count, text[open] == UInt8(ascii: "#") {
                    hashes += 1
                    open += 1
                }
                guard open < text.count, text[open] == UInt8(ascii: "\"") else {
                    index = open + (hashes == 0 ? 1 : 0)
                    continue
                }
                let quotes = starts("\"\"\"", at: open) ? "\"\"\"" : "\""
                let close = quotes + String(repeating: "#", count: hashes)
                var end = open + quotes.utf8.count
                var parens = 0
                while end < text.count {
                    if hashes == 0, parens == 0, text[end] == UInt8(ascii: "\\") {
                        if starts("\\(", at: end) { parens = 1 }
                        end += 2
                        continue
                    }
                    if parens > 0 {
                        if text[end] == UInt8(ascii: "(") { parens += 1 }
                        if text[end] == UInt8(ascii: ")") { parens -= 1 }
                        end += 1
                        continue
                    }
                    if starts(close, at: end) {
                        end += close.utf8.count
                        break
                    }
                    if quotes == "\"", text[end] == UInt8(ascii: "\n") { break }
                    end += 1
                }
                blank((open + 1)..<max(open + 1, end - 1))
                index = end
            } else {
                index += 1
            }
        }
        return out
    }
}
