/// What changed from one run of a kata to the next, for the watch: the facts a run holds that the last did not.
public enum RunChanges {
    /// The lines that take `old` (the last run that finished) to `new`; `lastTrouble`: the run just before's. One
    /// line a thing that changed ("…": breaks hermetic → clean); many scenarios turning at once, in one line.
    public static func describe(from old: Scorecard?, to new: Scorecard, lastTrouble: Trouble?) -> [String] {
        if let trouble = new.trouble {
            guard case .buildFailed = trouble, case .buildFailed = lastTrouble else { return [trouble.summary] }
            return ["the build still fails" + trouble.summary.dropFirst("the build failed".count)]
        }
        let recovered =
            lastTrouble.map { [$0.summary.hasPrefix("the build") ? "the build works again" : "the run finishes again"] }
            ?? []
        let (before, after) = (old.map(facts) ?? [:], facts(new))
        let changed = Set(before.keys).union(after.keys).sorted().filter { before[$0] != after[$0] }
        let turned = changed.filter { $0.hasPrefix("\"") }
        var lines =
            recovered
            + changed.filter { !$0.hasPrefix("\"") }.map { fact in
                // A failure outside the scenarios is a line of its own: it appears, or it goes.
                guard fact.hasPrefix("fails: ") else {
                    return "\(fact): \(before[fact] ?? "none") → \(after[fact] ?? "none")"
                }
                return (after[fact] == nil ? "passes now: " : "FAILS: ") + fact.dropFirst("fails: ".count)
            }
        if turned.count > 5 {
            // What they changed to, most first: "7 scenarios changed: 5 now clean, 2 now break hermetic".
            let states = Dictionary(grouping: turned) { after[$0] ?? "gone" }.sorted {
                ($1.value.count, $0.key) < ($0.value.count, $1.key)
            }
            lines.append(
                "\(turned.count) scenarios changed: "
                    + states.map { state, scenarios in
                        let now = state == "clean" || state == "gone" ? state : state.replacing("breaks", with: "break")
                        return "\(scenarios.count) now \(scenarios.count == 1 ? state : now)"
                    }.joined(separator: ", "))
        } else {
            lines += turned.map { "\($0): \(before[$0] ?? "new") → \(after[$0] ?? "gone")" }
        }
        return lines.isEmpty ? ["no verdict changed"] : lines
    }

    /// What a finished run says: each scenario's and each of your tests' state, and the totals.
    static func facts(_ card: Scorecard) -> [String: String] {
        var facts = ["scenarios clean": "\(card.cleanScenarios) of \(card.scenarios.count)"]
        for scenario in card.scenarios {
            let why =
                scenario.katas.broken.map { "breaks \($0)" } + (scenario.katas.failed ? ["fails on your code"] : [])
            facts["\"\(scenario.name)\""] = why.isEmpty ? "clean" : why.joined(separator: ", ")
        }
        // One fact a test: a parameterized one's cases together, as the scorecard counts them.
        for test in card.ownTests {
            facts["your test \(escaped(test.name))"] = test.failure == nil ? "passes" : "fails"
        }
        if let mutation = card.mutation, !card.ownTests.isEmpty { facts["changes your tests catch"] = mutation.share }
        for failure in card.failures { facts["fails: \(escaped(failure))"] = "yes" }
        facts["solved"] = card.isSolved ? "yes" : "no"
        return facts
    }

    /// `text` on one line: a tab or a line break in a test's argument shown as `\t`, `\n`.
    static func escaped(_ text: String) -> String {
        text.replacing("\n", with: "\\n").replacing("\t", with: "\\t").replacing("\r", with: "\\r")
    }
}
