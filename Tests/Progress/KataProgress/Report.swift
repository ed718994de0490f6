extension Scorecard {
    /// The verdict table, in Markdown, as the chapters print it: the rules each version broke, "clean", or "FAILS".
    public var verdictTable: String {
        let cell = { (verdict: Run.Verdict) in
            verdict.isClean ? "clean" : (verdict.broken + (verdict.failed ? ["FAILS"] : [])).joined(separator: ", ")
        }
        return
            (["| scenario | Katas | Solutions |", "|---|---|---|"]
            + scenarios.map { "| \($0.name) | \(cell($0.katas)) | \(cell($0.solutions)) |" }).joined(separator: "\n")
    }

    private var ownSummary: String {
        let failing = ownTests.filter { $0.failure != nil || !$0.judged }.count
        if ownTests.isEmpty { return "no tests of yours yet" }
        if failing > 0 { return "your tests: \(failing) of \(ownTests.count) fail" }
        guard let mutation else { return "your tests pass" }
        return mutation.problem == nil
            ? "your tests catch \(mutation.caught)/\(mutation.kept.count)" : "your tests unmeasured"
    }

    /// One line for the workshop board: where the kata stands at a glance.
    public var summaryLine: String {
        let head = "Kata \(kata.number)  "
        if case .buildFailed(_, _, _, let other?) = trouble {
            return head
                + (other == kata.number
                    ? "its files do not compile (the first error is above)"
                    : "not run: Kata \(other)'s files do not compile")
                + " · not solved"
        }
        if trouble != nil { return head + "the run did not finish: nothing here can be trusted · not solved" }
        let rules =
            brokenRules.isEmpty
            ? "no rule broken" : brokenRules.map { "\($0.rule) \($0.count)" }.joined(separator: ", ")
        let failing = scenarios.filter { $0.katas.failed || !$0.solutions.isClean }.count
        return head + "\(cleanScenarios)/\(scenarios.count) scenarios clean · \(rules) · \(ownSummary)"
            + (failing > 0 ? " · \(failing) FAILING" : "") + (isSolved ? " · solved" : " · not yet")
    }

    /// The scorecard in full, for a learner working on this kata.
    public var report: String {
        var lines = [kata.title, ""]
        if let trouble {
            lines += [trouble.report(command: "swift test --filter Kata\(kata.number)"), ""]
            if case .buildFailed = trouble {
                lines.append("Not solved: the build failed, so no test ran.")
            } else {
                lines.append("Not solved: the run did not finish, so no verdict of it can be trusted.")
            }
            return lines.joined(separator: "\n")
        }
        lines.append("Scenarios clean on your code: \(cleanScenarios) of \(scenarios.count)")
        lines.append(brokenRules.isEmpty ? "Rules your code still breaks: none" : "Rules your code still breaks:")
        lines += brokenRules.map { "  \($0.rule): \($0.count) scenario\($0.count == 1 ? "" : "s")" }
        for scenario in scenarios where scenario.katas.failed || !scenario.solutions.isClean {
            let which = [scenario.katas.failed ? "your code" : nil, scenario.solutions.isClean ? nil : "the Solutions"]
            lines.append("FAILS on \(which.compactMap { $0 }.joined(separator: " and ")): \(scenario.name)")
        }
        lines += failures.map { "FAILS: \($0)" }
        if lines.last?.hasPrefix("FAILS") == true {
            lines.append("  Why, in full: swift test --filter Kata\(kata.number)")
        }
        return (lines + [""] + ownReport + ["", isSolved ? "Solved." : "Not solved yet."]).joined(separator: "\n")
    }

    private var ownReport: [String] {
        let folder = "Tests/\(kata.folder)/Yours/YourTests.swift"
        let measured = "Once every scenario is clean, they count for the changes of your code they catch."
        guard !ownTests.isEmpty else { return ["Your tests: none yet. Write them in \(folder). \(measured)"] }
        var lines: [String] = []
        for test in ownTests {
            if let failure = test.failure {
                lines.append("  \(test.name): fails")
                lines += failure.split(separator: "\n").prefix(4).map { "    \($0.drop { $0 == " " })" }
            } else if !test.judged {
                lines.append("  \(test.name): not judged as a unit test: add `.unitTests` to its suite")
            }
        }
        if !lines.isEmpty { lines.append("  Details: swift test --filter Kata\(kata.number)Tests") }
        let cases = ownTests.map(\.cases).reduce(0, +)
        let tests = cases == ownTests.count ? "\(cases)" : "\(ownTests.count), \(cases) cases with their arguments"
        let count = "Your tests: \(tests), " + (lines.isEmpty ? "passing, judged as unit tests." : "not all passing:")
        guard let mutation else { return [count + (lines.isEmpty && !scenariosDone ? " \(measured)" : "")] + lines }
        if let problem = mutation.problem {
            return [count] + lines + ["The check of your tests could not run: \(problem)"]
        }
        lines += mutation.failAlone.map {
            "  \($0): passes beside the others but fails alone: it needs another test to run first"
        }
        lines += idleTests.map {
            "  \($0): no change made it fail: none reached what it checks"
        }
        let caught =
            mutation.kept.isEmpty
            ? "No change of your code made a scenario fail, so there was nothing for your tests to catch."
            : "The check made \(mutation.made) small changes to your code; the scenarios caught \(mutation.kept.count) of them, "
                + "your tests \(mutation.share). Solved needs all \(mutation.kept.count)"
                + (mutation.made > mutation.kept.count ? "; a change the scenarios miss does not count." : ".")
        return [count] + lines + [caught] + mutation.lessons.map { "  \($0)" }
    }
}
