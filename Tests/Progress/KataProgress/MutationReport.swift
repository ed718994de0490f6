/// What the mutation check found: the changes the kata's scenarios catch, and which the learner's tests catch.
public struct MutationReport: Codable, Sendable, Equatable {
    /// One kept change: where, what, the scenario that noticed it, and the learner's tests that did (none: a lesson).
    public struct Mutant: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int
        public var change: String
        public var scenario: String
        public var caughtBy: [String] = []
    }

    /// The fingerprint of the files it was made on; how many changes compiled; those the scenarios catch.
    public var fingerprint = ""
    public var made = 0
    public var kept: [Mutant] = []
    /// The learner's tests that pass beside the others but fail alone: they need another to run first.
    public var failAlone: [String] = []
    /// Why the check could not be made, if it could not.
    public var problem: String?

    /// How many kept changes the learner's tests caught.
    public var caught: Int { kept.filter { !$0.caughtBy.isEmpty }.count }

    /// Whether the learner's tests catch every kept change: each one they miss is a lesson, named.
    public var isEnough: Bool { problem == nil && caught == kept.count }

    /// The share caught, in words: "11 of 12 (91 %)".
    public var share: String {
        "\(caught) of \(kept.count)" + (kept.isEmpty ? "" : " (\(caught * 100 / kept.count) %)")
    }

    /// A lesson for each change the learner's tests missed.
    public var lessons: [String] {
        kept.filter(\.caughtBy.isEmpty).map {
            "None of your tests noticed \($0.file):\($0.line) \($0.change); the scenario \"\($0.scenario)\" did."
        }
    }
}
