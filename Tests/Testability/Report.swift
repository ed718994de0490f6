import Testing

/// Turns a verdict into test issues, following the workbook's policy:
///
/// - A wrong behaviour is a failure on both versions: the behaviour must
///   survive the refactoring.
/// - A broken rule is a failure on the Solutions version, and a known issue
///   on the Katas version, so that `swift test` stays green and its output
///   shows what the before code cannot do.
///
/// It calls `withKnownIssue` only when there is a broken rule to report, since
/// `withKnownIssue` fails when nothing inside it records an issue.
public func report(_ verdict: Verdict, on version: Version, sourceLocation: SourceLocation = #_sourceLocation) {
    for wrong in verdict.wrongBehaviours {
        Issue.record("Wrong behaviour on \(version): \(wrong)", sourceLocation: sourceLocation)
    }
    guard !verdict.breaches.isEmpty else { return }
    switch version {
    case .solution:
        for breach in verdict.breaches {
            Issue.record(Comment(rawValue: breach.description), sourceLocation: sourceLocation)
        }
    case .katas:
        for breach in verdict.breaches {
            withKnownIssue(
                "expected of the before version; refactor Katas/ to clear it", sourceLocation: sourceLocation
            ) {
                Issue.record(Comment(rawValue: breach.description), sourceLocation: sourceLocation)
            }
        }
    }
}

/// Measures a scenario on one version and reports the verdict: the one call a
/// scenario makes. See `measure(twins:_:expecting:arrange:)` for the runs.
public func check<Input: CustomStringConvertible, Outcome: Equatable>(
    _ version: Version,
    twins first: Input,
    _ second: Input,
    expecting expected: (Input) -> Outcome,
    sourceLocation: SourceLocation = #_sourceLocation,
    arrange: (Input) throws -> Probe<Outcome>
) {
    let verdict = measure(twins: first, second, expecting: expected, arrange: arrange)
    report(verdict, on: version, sourceLocation: sourceLocation)
}
