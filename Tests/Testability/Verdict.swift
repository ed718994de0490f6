import Testing

/// One rule a scenario's runs broke: which rule, what broke it, and the seams
/// whose absence let it break.
public struct Breach: Sendable, Equatable, CustomStringConvertible {
    /// The rule that broke.
    public let rule: Rule
    /// What broke it, as measured or as the driver's `NoSeam` said; one
    /// finding a line.
    public private(set) var causes: [String]
    /// The seams that would keep the rule, e.g. "a navigator handed to the
    /// code".
    public private(set) var missingSeams: [String]
    /// Where the driver declared it, for a rule a `NoSeam` broke.
    public private(set) var declaredAt: SourceLocation?

    /// A breach of `rule`: what broke it, in words, and the seam that would
    /// keep the rule.
    public init(_ rule: Rule, cause: String, missingSeam: String, declaredAt: SourceLocation? = nil) {
        self.rule = rule
        causes = [cause]
        missingSeams = [missingSeam]
        self.declaredAt = declaredAt
    }

    /// The first cause and the first missing seam, for checks that expect one.
    public var cause: String { causes.first ?? "" }
    public var missingSeam: String { missingSeams.first ?? "" }

    /// The rule, then each cause, then each missing seam, a line each.
    public var description: String {
        (["\(rule.title) rule broken"] + causes.map { "- \($0)" } + missingSeams.map { "Missing seam: \($0)" })
            .joined(separator: "\n")
    }

    mutating func merge(_ other: Breach) {
        causes = (causes + other.causes).uniqued()
        missingSeams = (missingSeams + other.missingSeams).uniqued()
        declaredAt = declaredAt ?? other.declaredAt
    }
}

/// What measuring a scenario on one version found: the rules it broke, the
/// behaviours that came out wrong, and any fault of the scenario itself; and,
/// charged to no run, the contacts that landed in no test's world meanwhile.
/// Measuring records nothing; `report(_:on:)` turns a verdict into issues.
public struct Verdict: Sendable, Equatable {
    /// The rules the runs broke, each once, in the order they were found.
    public private(set) var breaches: [Breach] = []
    /// The behaviours that came out wrong, in words.
    public private(set) var wrongBehaviours: [String] = []
    /// Why the judge refused the scenario itself, in words.
    public private(set) var suiteFaults: [String] = []
    /// Contacts that landed in no test's world while the runs went on: work
    /// that left some test's task, this one's or another's. Charged to no
    /// run, so they leave the verdict clean.
    public private(set) var strays: [String] = []

    public init() {}

    /// The rules broken, each once.
    public var brokenRules: Set<Rule> { Set(breaches.map(\.rule)) }

    /// Whether every rule held and every behaviour was right.
    public var isClean: Bool { breaches.isEmpty && wrongBehaviours.isEmpty && suiteFaults.isEmpty }

    /// The breach of `rule`, if the runs broke it.
    public func breach(of rule: Rule) -> Breach? { breaches.first { $0.rule == rule } }

    mutating func add(_ breach: Breach) {
        if let index = breaches.firstIndex(where: { $0.rule == breach.rule }) {
            breaches[index].merge(breach)
        } else {
            breaches.append(breach)
        }
    }

    mutating func add(wrongBehaviour: String) { wrongBehaviours = (wrongBehaviours + [wrongBehaviour]).uniqued() }
    mutating func add(stray: String) { strays = (strays + [stray]).uniqued() }
    mutating func add(suiteFault: String) { suiteFaults = (suiteFaults + [suiteFault]).uniqued() }
}
