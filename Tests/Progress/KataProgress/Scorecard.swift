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

    /// One of the learner's own tests.
    public struct OwnTest: Sendable, Equatable {
        public let name: String
        public var passed = true
        /// The judge's reports on it: the live contacts it made.
        public var judged: [String] = []
        /// Whether it fails beside the others and passes alone.
        public var dependsOnOthers = false
    }

    public let number: Int
    public var title: String
    public var scenarios: [Scenario] = []
    public var ownTests: [OwnTest] = []
    /// Failures of the drivers' and the learner's tests' source rules.
    public var ruleFindings: [String] = []
    /// Failures of anything else in the kata's run: examples, wiring checks.
    public var otherFailures: [String] = []

    /// The scenarios clean on the learner's code.
    public var cleanScenarios: Int { scenarios.filter(\.isCleanOnKatas).count }

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

    /// Whether the kata is solved: every scenario clean on the learner's
    /// code, nothing failing, and the learner's own tests passing, judged
    /// clean, at least `minimumOwnTests` of them.
    public func isSolved(minimumOwnTests: Int) -> Bool {
        !scenarios.isEmpty && cleanScenarios == scenarios.count && failingScenarios.isEmpty
            && ruleFindings.isEmpty && otherFailures.isEmpty && ownTests.count >= minimumOwnTests
            && ownTests.allSatisfy { $0.passed && $0.judged.isEmpty && !$0.dependsOnOthers }
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
    /// "Solutions"; the learner's own tests are those of the suite
    /// `YourTests`; the rules check is the suite `KataNRules`.
    public init(number: Int, title: String, from run: Run) {
        self.number = number
        self.title = title
        let module = "Kata\(number)Tests."
        let examples = "Examples\(number)."
        var scenarioIDs: [String] = []
        for started in run.casesStarted where started.testID.hasPrefix(module) {
            if started.testCase == "Katas" || started.testCase == "Solutions", !scenarioIDs.contains(started.testID) {
                scenarioIDs.append(started.testID)
            }
        }
        scenarios = scenarioIDs.map { Scenario(name: run.name(of: $0)) }
        let ownPrefix = module + "YourTests/"
        for id in run.testsStarted
        where id.hasPrefix(ownPrefix) && !ownTests.contains(where: { $0.name == run.name(of: id) }) {
            ownTests.append(OwnTest(name: run.name(of: id)))
        }
        for issue in run.issues where issue.testID.hasPrefix(module) || issue.testID.hasPrefix(examples) {
            let text = issue.comments.first ?? "an issue with no message"
            if let index = scenarioIDs.firstIndex(of: issue.testID) {
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
            } else if issue.testID.hasPrefix(ownPrefix) {
                let name = run.name(of: issue.testID)
                guard let index = ownTests.firstIndex(where: { $0.name == name }) else { continue }
                if Self.rule(in: text) == "hermetic" {
                    ownTests[index].judged.append(text)
                }
                if !issue.isKnown { ownTests[index].passed = false }
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
    }
}
