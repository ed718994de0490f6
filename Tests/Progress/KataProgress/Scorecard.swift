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
    /// "Solutions", in module `KataNScenarios`; the learner's own tests are
    /// every test declared in a file of the learner's folder, module
    /// `KataNTests`, whatever suite it sits in; the rules check is the suite
    /// `KataNRules`. `source` reads a learner's file, to
    /// find tests that check nothing.
    public init(
        number: Int, title: String, from run: Run,
        source: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }
    ) {
        self.number = number
        self.title = title
        // The learner's folder is module `KataNTests`; the judge, its
        // scenarios, wiring checks and rules check, module `KataNScenarios`.
        let module = "Kata\(number)Tests."
        let judge = "Kata\(number)Scenarios."
        let examples = "Examples\(number)."
        let shipped = KataInfo.shippedTestFiles(of: number)
        let own = run.tests.filter { Self.isOwn($0, module: "Kata\(number)Tests", shipped: shipped) }
        let ownIDs = Set(own.map(\.id))

        var scenarioIDs: [String] = []
        for started in run.casesStarted where started.testID.hasPrefix(judge) && !ownIDs.contains(started.testID) {
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

        for issue in run.issues
        where issue.testID.hasPrefix(module) || issue.testID.hasPrefix(judge) || issue.testID.hasPrefix(examples) {
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
            } else if issue.testID.hasPrefix(judge + "Kata\(number)Rules") {
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
