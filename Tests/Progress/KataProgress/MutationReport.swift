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

    /// The files' fingerprint; the changes that compiled; those the scenarios catch; tests that fail alone; why not.
    public var fingerprint = ""
    public var made = 0
    public var kept: [Mutant] = []
    public var failAlone: [String] = []
    public var problem: String?

    public var caught: Int { kept.filter { !$0.caughtBy.isEmpty }.count }

    public var isEnough: Bool { problem == nil && caught == kept.count }

    /// The share caught, in words: "11 of 12 (91 %)".
    public var share: String {
        "\(caught) of \(kept.count)" + (kept.isEmpty ? "" : " (\(caught * 100 / kept.count) %)")
    }

    public var lessons: [String] {
        kept.filter(\.caughtBy.isEmpty).map {
            "None of your tests noticed \($0.file):\($0.line) \($0.change); the scenario \"\($0.scenario)\" did."
        }
    }
}
