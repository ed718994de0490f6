extension Scorecard {
    /// The verdict table of the kata's scenarios, in Markdown, as the
    /// chapters print it: the rules each version broke, "clean", or "FAILS".
    public var verdictTable: String {
        var lines = ["| scenario | Katas | Solutions |", "|---|---|---|"]
        for scenario in scenarios {
            let katas = Self.cell(rules: scenario.katasRules, fails: scenario.katasFails)
            let solutions = Self.cell(rules: scenario.solutionsRules, fails: scenario.solutionsFails)
            lines.append("| \(scenario.name) | \(katas) | \(solutions) |")
        }
        return lines.joined(separator: "\n")
    }

    private static func cell(rules: [String], fails: Bool) -> String {
        let shown = rules + (fails ? ["FAILS"] : [])
        return shown.isEmpty ? "clean" : shown.joined(separator: ", ")
    }

    /// One line for the workshop board: where the kata stands at a glance.
    public func summaryLine(minimumOwnTests: Int) -> String {
        let solved = isSolved(minimumOwnTests: minimumOwnTests) ? "solved" : "not yet"
        let rules =
            brokenRules.isEmpty
            ? "no rule broken" : brokenRules.map { "\($0.rule) \($0.count)" }.joined(separator: ", ")
        let own =
            ownTests.isEmpty
            ? "no tests of yours yet" : "your tests \(ownTests.filter(\.passed).count)/\(ownTests.count) pass"
        let failing = failingScenarios.isEmpty ? "" : " · \(failingScenarios.count) FAILING"
        return
            "Kata \(number)  \(cleanScenarios)/\(scenarios.count) scenarios clean · \(rules) · \(own)\(failing) · \(solved)"
    }

    /// The scorecard in full, for a learner working on this kata.
    public func report(minimumOwnTests: Int) -> String {
        var lines = ["Kata \(number) · \(title)", ""]
        lines.append("Scenarios clean on your code: \(cleanScenarios) of \(scenarios.count)")
        if brokenRules.isEmpty {
            lines.append("Rules your code still breaks: none")
        } else {
            lines.append("Rules your code still breaks:")
            for (rule, count) in brokenRules {
                lines.append("  \(rule): \(count) scenario\(count == 1 ? "" : "s")")
            }
        }
        for scenario in failingScenarios {
            let which = [scenario.katasFails ? "your code" : nil, scenario.solutionsFails ? "the Solutions" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            lines.append("FAILS on \(which): \(scenario.name)")
        }
        for finding in ruleFindings {
            lines.append("Rule check: \(finding)")
        }
        for failure in otherFailures {
            lines.append("FAILS: \(failure)")
        }
        lines.append("")
        if ownTests.isEmpty {
            lines.append(
                "Your tests: none yet. Write them in Tests/Kata\(number)Tests/YourTests.swift "
                    + "(at least \(minimumOwnTests); the file's comment lists the cases).")
        } else {
            let passing = ownTests.filter(\.passed).count
            lines.append("Your tests: \(passing) of \(ownTests.count) pass")
            for test in ownTests where !test.passed || !test.judged.isEmpty || test.dependsOnOthers {
                var why: [String] = []
                if !test.judged.isEmpty { why.append("reached the live world") }
                if test.dependsOnOthers { why.append("fails beside the others and passes alone") }
                if why.isEmpty { why.append("fails") }
                lines.append("  \(test.name): \(why.joined(separator: "; "))")
                // What it reached, as the judge said it, without the rule's
                // own line: "- this unit test reached AppNavigator.shared: …".
                for text in test.judged {
                    for line in text.split(separator: "\n").dropFirst() {
                        lines.append("    \(line.drop { $0 == " " })")
                    }
                }
            }
            if ownTests.contains(where: { !$0.passed || !$0.judged.isEmpty || $0.dependsOnOthers }) {
                lines.append("  Details: swift test --filter Kata\(number)Tests.YourTests")
            }
            if ownTests.count < minimumOwnTests {
                lines.append("  Write at least \(minimumOwnTests); the file's comment lists the cases.")
            }
        }
        lines.append("")
        lines.append(isSolved(minimumOwnTests: minimumOwnTests) ? "Solved." : "Not solved yet.")
        return lines.joined(separator: "\n")
    }
}
