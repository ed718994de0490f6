extension Scorecard {
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
}
