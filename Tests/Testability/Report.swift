import Foundation
import KataRecords
import Testing

/// Turns a verdict into test issues, following the workbook's policy:
///
/// - A wrong behaviour is a failure on both versions: the behaviour must
///   survive the refactoring.
/// - A refused scenario is a failure on both versions: the fault is the
///   suite's, and nothing was measured.
/// - A broken rule is a failure on the Solutions version, and a known issue
///   on the Katas version, so that `swift test` stays green and its output
///   shows what the before code cannot do.
/// - A contact that landed in no test's world is a warning: it is charged to
///   no run.
///
/// It calls `withKnownIssue` only when there is a broken rule to report, since
/// `withKnownIssue` fails when nothing inside it records an issue. It also
/// hands the verdict to the progress view as data, a `CaseRecord`, which the
/// view reads instead of the messages.
///
/// - Parameters:
///   - verdict: What measuring found.
///   - version: The version measured, which decides how a broken rule is
///     reported.
///   - sourceLocation: Where the issues point: the scenario's line.
public func report(
    _ verdict: Verdict, on version: Version, late: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) {
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
    for breach in verdict.breaches {
        let comment = Comment(rawValue: breach.description)
        // A declared rule points at the driver's line that declares it.
        let place = breach.declaredAt ?? sourceLocation
        switch version {
        case .solution:
            Issue.record(comment, sourceLocation: place)
        case .katas:
            withKnownIssue(sourceLocation: place) {
                Issue.record(comment, sourceLocation: place)
            }
        }
    }
    for stray in verdict.strays {
        Issue.record(
            Comment(
                rawValue: "While this ran, the live world was touched by work no test's run owns: \(show(stray)). "
                    + "Work left some test's task (`Task.detached`, a `DispatchQueue`, a `Thread`), this one's or "
                    + "another suite's, so it counts against no test. The rules check (the test that reads the "
                    + "drivers' and your tests' source) names where work leaves a task."),
            severity: .warning, sourceLocation: sourceLocation)
    }
    // The verdict as data, for the progress view; a late contact's, once more, marked late.
    if let test = Test.current {
        Records.append(
            CaseRecord(
                .verdict, test: CaseRecord.name(module: test.id.moduleName, test.id.nameComponents),
                version: version.rawValue, broken: Rule.allCases.filter(verdict.brokenRules.contains).map(\.rawValue),
                failed: !verdict.wrongBehaviours.isEmpty || !verdict.suiteFaults.isEmpty, late: late))
    }
}

/// Measures a scenario on one version and reports the verdict: the one call a
/// scenario makes. See `measure(twins:_:expecting:whenLate:arrange:)` for the
/// runs. A contact the code makes after the scenario ended is reported on
/// the scenario when it lands, as a hermetic break, if the test run has not
/// ended by then.
///
/// - Parameters:
///   - version: The version the driver reaches.
///   - first: The first twin's input.
///   - second: The second twin's input, whose expected outcome differs.
///   - expected: The outcome the behaviour gives each input.
///   - sourceLocation: Where the issues point when no test is running; in a
///     test, they point at its `@Test` line, the scenario's sentence.
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
    // The issues point at the scenario's sentence, its `@Test` line.
    let sourceLocation = Test.current?.sourceLocation ?? sourceLocation
    let verdict = await measure(
        twins: first, second, expecting: expected,
        whenLate: { contact in
            var late = Verdict()
            late.add(lateBreach([contact], after: "the scenario had ended"))
            report(late, on: version, late: true, sourceLocation: sourceLocation)
        }, arrange: arrange)
    report(verdict, on: version, sourceLocation: sourceLocation)
}
