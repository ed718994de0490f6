/// One rule a run broke: which rule, what broke it, and the seam whose
/// absence let it break.
public struct Breach: Sendable, Equatable, CustomStringConvertible {
    /// The rule that broke.
    public let rule: Rule
    /// What broke it, as measured or as the driver's `NoSeam` said.
    public let cause: String
    /// The seam that would keep the rule, e.g. "a navigator passed in".
    public let missingSeam: String

    public init(_ rule: Rule, cause: String, missingSeam: String) {
        self.rule = rule
        self.cause = cause
        self.missingSeam = missingSeam
    }

    public var description: String {
        "\(rule.title), broken (\(rule.meaning)): \(cause). Missing seam: \(missingSeam)."
    }
}

/// What measuring a scenario on one version found: the rules it broke and the
/// behaviours that came out wrong. Measuring records nothing; `report(_:on:)`
/// turns a verdict into test issues.
public struct Verdict: Sendable, Equatable {
    /// The rules the runs broke, each once, in the order they were found.
    public internal(set) var breaches: [Breach] = []
    /// The behaviours that came out wrong, in words.
    public internal(set) var wrongBehaviours: [String] = []

    public init() {}

    /// The rules broken, each once.
    public var brokenRules: Set<Rule> { Set(breaches.map(\.rule)) }

    /// Whether every rule held and every behaviour was right.
    public var isClean: Bool { breaches.isEmpty && wrongBehaviours.isEmpty }

    mutating func add(_ breach: Breach) {
        if !breaches.contains(breach) { breaches.append(breach) }
    }

    mutating func add(wrongBehaviour: String) {
        if !wrongBehaviours.contains(wrongBehaviour) { wrongBehaviours.append(wrongBehaviour) }
    }
}
