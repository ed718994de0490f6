import Testing

/// Turns a verdict into test issues, following the workbook's policy:
///
/// - A wrong behaviour is a failure on both versions: the behaviour must
///   survive the refactoring.
/// - A broken driver rule is a failure on both versions: the verdict of a
///   driver that does what no test in an app could do cannot be trusted.
/// - A refused scenario is a failure on both versions: the fault is the
///   suite's, and nothing was measured.
/// - A broken rule is a failure on the Solutions version, and a known issue
///   on the Katas version, so that `swift test` stays green and its output
///   shows what the before code cannot do.
///
/// It calls `withKnownIssue` only when there is a broken rule to report, since
/// `withKnownIssue` fails when nothing inside it records an issue.
///
/// - Parameters:
///   - verdict: What measuring found.
///   - version: The version measured, which decides how a broken rule is
///     reported.
///   - sourceLocation: Where the issues point: the scenario's line.
public func report(_ verdict: Verdict, on version: Version, sourceLocation: SourceLocation = #_sourceLocation) {
    for fault in verdict.suiteFaults {
        Issue.record("Scenario refused: \(fault)", sourceLocation: sourceLocation)
    }
    for wrong in verdict.wrongBehaviours {
        let whose =
            version == .katas
            ? "\nYour code gave this, or a double your driver hands it: a double must still do what the real "
                + "dependency does (the chapter's driver notes say what). Give the double this input by hand to tell which"
            : ""
        Issue.record("Wrong behaviour on \(version): \(wrong)\(whose)", sourceLocation: sourceLocation)
    }
    for ruleBreak in verdict.driverRuleBreaks {
        let comment = Comment(
            rawValue: "Driver rule broken on \(version): \(ruleBreak)\n"
                + "A test in an app cannot do that, so the judge cannot trust this run")
        Issue.record(comment, sourceLocation: sourceLocation)
    }
    for breach in verdict.breaches {
        let comment = Comment(rawValue: breach.description)
        switch version {
        case .solution:
            Issue.record(comment, sourceLocation: sourceLocation)
        case .katas:
            withKnownIssue(sourceLocation: sourceLocation) {
                Issue.record(comment, sourceLocation: sourceLocation)
            }
        }
    }
}

/// Measures a scenario on one version and reports the verdict: the one call a
/// scenario makes. See `measure(twins:_:expecting:arrange:)` for the runs.
///
/// - Parameters:
///   - version: The version the driver reaches.
///   - first: The first twin's input.
///   - second: The second twin's input, whose expected outcome differs.
///   - expected: The outcome the behaviour gives each input.
///   - sourceLocation: Where the issues point: the scenario's line.
///   - arrange: Sets a twin up through the driver and returns its probe.
@MainActor
public func check<Input: CustomStringConvertible, Outcome: Equatable>(
    _ version: Version,
    twins first: Input,
    _ second: Input,
    expecting expected: (Input) -> Outcome,
    sourceLocation: SourceLocation = #_sourceLocation,
    arrange: @MainActor (Input) async throws -> Probe<Outcome>
) async {
    let verdict = await measure(twins: first, second, expecting: expected, arrange: arrange)
    report(verdict, on: version, sourceLocation: sourceLocation)
}
