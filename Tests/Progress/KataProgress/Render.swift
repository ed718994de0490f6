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
        if case .buildFailed(let error) = trouble, let kata = error?.kata {
            return kata == number
                ? "Kata \(number)  its files do not compile (the first error is above) · not solved"
                : "Kata \(number)  not run: Kata \(kata)'s files do not compile · not solved"
        }
        if trouble != nil {
            return "Kata \(number)  the run did not finish: nothing here can be trusted · not solved"
        }
        let solved = isSolved(minimumOwnTests: minimumOwnTests) ? "solved" : "not yet"
        let rules =
            brokenRules.isEmpty
            ? "no rule broken" : brokenRules.map { "\($0.rule) \($0.count)" }.joined(separator: ", ")
        let own =
            ownTests.isEmpty
            ? "no tests of yours yet" : "your tests \(countingTests)/\(ownTests.count) count"
        let failing = failingScenarios.isEmpty ? "" : " · \(failingScenarios.count) FAILING"
        return
            "Kata \(number)  \(cleanScenarios)/\(scenarios.count) scenarios clean · \(rules) · \(own)\(failing) · \(solved)"
    }

    /// The scorecard in full, for a learner working on this kata.
    public func report(minimumOwnTests: Int) -> String {
        var lines = ["Kata \(number) · \(title)", ""]
        if let trouble {
            lines.append(trouble.report(command: "swift test --filter Kata\(number)"))
            lines.append("")
            lines.append("Not solved: the run did not finish, so no verdict of it can be trusted.")
            return lines.joined(separator: "\n")
        }
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
        if ownTests.isEmpty && emptySuites.isEmpty {
            lines.append(
                "Your tests: none yet. Write them in Tests/Kata\(number)…/Yours/YourTests.swift "
                    + "(at least \(minimumOwnTests); the file's comment lists the cases).")
        } else {
            lines.append("Your tests: \(countingTests) of \(ownTests.count) count (they pass, judged clean, and check)")
            for test in ownTests where !test.why.isEmpty {
                lines.append("  \(test.name): \(test.why.joined(separator: "; "))")
                // What it broke, as the judge said it, without the rule's
                // own line: "- this unit test reached AppNavigator.shared: …".
                for text in test.judged {
                    for line in text.split(separator: "\n").dropFirst() {
                        lines.append("    \(line.drop { $0 == " " })")
                    }
                }
            }
            for suite in emptySuites {
                lines.append("  Suite \(suite): empty, so it checks nothing")
            }
            if ownTests.contains(where: { !$0.why.isEmpty }) {
                lines.append("  Details: swift test --filter Kata\(number)Tests")
            }
            if countingTests < minimumOwnTests {
                lines.append("  Write at least \(minimumOwnTests) that count; the file's comment lists the cases.")
            }
        }
        lines.append("")
        lines.append(isSolved(minimumOwnTests: minimumOwnTests) ? "Solved." : "Not solved yet.")
        return lines.joined(separator: "\n")
    }
}
