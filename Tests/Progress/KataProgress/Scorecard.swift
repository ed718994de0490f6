/// Where one kata stands, read as data from a run of its suites: each scenario's verdicts (the judge's records), the
/// learner's own tests (their issues, and the record `.unitTests` leaves), what else failed, and what their tests catch.
public struct Scorecard: Sendable {
    /// The four rules, in the order the workbook teaches them.
    public static let rules = ["controllable", "observable", "hermetic", "isolated"]

    public struct Scenario: Sendable, Equatable {
        public let id: String
        public let name: String
        public var katas = Run.Verdict(version: "Katas", broken: [], failed: false)
        public var solutions = Run.Verdict(version: "Solutions", broken: [], failed: false)
    }

    /// One of the learner's test functions: its cases, its first failure in any (a broken rule is one), if judged.
    public struct OwnTest: Sendable, Equatable {
        public let name: String
        public var cases = 1
        public let id: String
        public var failure: String?
        public var judged: Bool
    }

    public let kata: Kata
    public var scenarios: [Scenario] = []
    public var ownTests: [OwnTest] = []
    /// The kata's other tests that failed (its wiring checks, its rules check): "name: message".
    public var failures: [String] = []
    /// What went wrong with the run as a whole: then nothing here holds.
    public var trouble: Trouble?
    /// What the learner's tests catch, once every scenario is clean.
    public var mutation: MutationReport?

    public init(kata: Kata, run: Run) {
        self.kata = kata
        let (judge, own) = ("Kata\(kata.number)Scenarios.", "Kata\(kata.number)Tests.")
        var versions: [Run.Case: String] = [:]
        for (place, verdict) in run.verdicts where place.testID.hasPrefix(judge) {
            if !scenarios.contains(where: { $0.id == place.testID }) {
                scenarios.append(Scenario(id: place.testID, name: run.names[place.testID] ?? place.testID))
            }
            versions[place] = verdict.version
            update(place.testID, verdict.version) { cell in
                cell.broken = Self.rules.filter { cell.broken.contains($0) || verdict.broken.contains($0) }
                cell.failed = cell.failed || verdict.failed
            }
        }
        var seen: Set<String> = []
        ownTests = run.started.map(\.testID).filter { $0.hasPrefix(own) && seen.insert($0).inserted }.map { id in
            let judged = run.judged[id]
            return OwnTest(
                name: run.names[id] ?? id, cases: max(judged?.count ?? 0, run.started.filter { $0.testID == id }.count),
                id: id, failure: judged?.compactMap { $0 }.first, judged: judged != nil)
        }
        for issue in run.issues where !issue.isKnown {
            if let version = versions[issue.place] {
                update(issue.place.testID, version) { $0.failed = true }
            } else if let index = ownTests.firstIndex(where: { $0.id == issue.place.testID }) {
                ownTests[index].failure = ownTests[index].failure ?? issue.text
            } else if issue.place.testID.hasPrefix(judge) || issue.place.testID.hasPrefix(own) {
                failures.append("\(run.name(of: issue.place)): \(issue.text.prefix { $0 != "\n" })")
            }
        }
    }

    private mutating func update(_ id: String, _ version: String, _ change: (inout Run.Verdict) -> Void) {
        guard let index = scenarios.firstIndex(where: { $0.id == id }) else { return }
        version == "Katas" ? change(&scenarios[index].katas) : change(&scenarios[index].solutions)
    }

    public var cleanScenarios: Int { scenarios.filter { $0.katas.isClean }.count }

    /// Every scenario clean on the learner's code and none failing on either version: their tests can be measured.
    public var scenariosDone: Bool {
        trouble == nil && !scenarios.isEmpty && scenarios.allSatisfy { $0.katas.isClean && $0.solutions.isClean }
            && failures.isEmpty
    }

    public var brokenRules: [(rule: String, count: Int)] {
        Self.rules.compactMap { rule in
            let count = scenarios.filter { $0.katas.broken.contains(rule) }.count
            return count > 0 ? (rule, count) : nil
        }
    }

    /// The learner's tests that no change made fail: they prove nothing the scenarios care about.
    public var idleTests: [String] {
        guard let mutation, mutation.problem == nil, !mutation.kept.isEmpty else { return [] }
        let catching = Set(mutation.kept.flatMap(\.caughtBy))
        return ownTests.map(\.name).filter { !catching.contains($0) }
    }

    /// Every scenario clean, and the learner's tests passing, judged, needing no other test, and together catching every
    /// change the scenarios catch. (An idle test is named, not held against them: it may check what they do not.)
    public var isSolved: Bool {
        guard scenariosDone, !ownTests.isEmpty, let mutation else { return false }
        return ownTests.allSatisfy { $0.failure == nil && $0.judged } && mutation.isEnough
            && mutation.failAlone.isEmpty
    }
}
