/// What changed from one run of a kata to the next, for the watch: the facts a run holds that the last did not.
public enum RunChanges {
    /// The lines that take `old` (the last run that finished) to `new`; `lastTrouble`: the run just before's.
    public static func describe(from old: Scorecard?, to new: Scorecard, lastTrouble: Trouble?) -> [String] {
        if let trouble = new.trouble {
            guard case .buildFailed = trouble, case .buildFailed = lastTrouble else { return [trouble.summary] }
            return ["the build still fails" + trouble.summary.dropFirst("the build failed".count)]
        }
        let recovered =
            lastTrouble.map { [$0.summary.hasPrefix("the build") ? "the build works again" : "the run finishes again"] }
            ?? []
        let (before, after) = (old.map(facts) ?? [], facts(new))
        let lines =
            recovered + after.filter { !before.contains($0) }.map { "now: \($0)" }
            + before.filter { !after.contains($0) }.map { "no longer: \($0)" }
        return lines.isEmpty ? ["no verdict changed"] : lines
    }

    /// What a finished run says, a fact a line.
    static func facts(_ card: Scorecard) -> [String] {
        let scenarios = card.scenarios.map { scenario in
            let why =
                scenario.katas.broken.map { "breaks \($0)" } + (scenario.katas.failed ? ["fails on your code"] : [])
            return "\"\(scenario.name)\" " + (why.isEmpty ? "is clean" : why.joined(separator: ", "))
        }
        let tests = card.ownTests.map { "your test \"\($0.name)\" " + ($0.failure == nil ? "passes" : "fails") }
        let caught = card.mutation.map { ["your tests catch \($0.share) of the changes the scenarios catch"] } ?? []
        return ["\(card.cleanScenarios) of \(card.scenarios.count) scenarios clean"] + scenarios + tests + caught
            + card.failures.map { "fails: \($0)" } + (card.isSolved ? ["Solved."] : [])
    }
}
