import Foundation
import KataRecords
import Testing

/// Turns a verdict on `version` into issues at `sourceLocation`, the
/// scenario's line. A wrong behaviour or a refused scenario fails on both
/// versions; a broken rule fails on Solutions and is a known issue on Katas,
/// so that `swift test` stays green and shows what the before code cannot
/// do; a contact in no test's world is a warning, charged to no run. The
/// verdict also goes to the progress view as data, a `CaseRecord`, which it
/// reads instead of the messages.
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
        case .katas:
            // Only with an issue inside: `withKnownIssue` fails when nothing in it records one.
            withKnownIssue(sourceLocation: place) { Issue.record(comment, sourceLocation: place) }
        case .solution:
            Issue.record(comment, sourceLocation: place)
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
/// scenario makes (see `measure`). A contact the code makes after the
/// scenario ended is reported on the scenario when it lands, as a hermetic
/// break, if the test run has not ended by then.
@MainActor
public func check<Input: CustomStringConvertible, Outcome: Equatable>(
    _ version: Version,
    twins first: Input,
    _ second: Input,
    expecting expected: (Input) -> Outcome,
    sourceLocation: SourceLocation = #_sourceLocation,
    arrange: @MainActor (Input) async throws -> Probe<Outcome>
) async {
    // The issues point at the scenario's sentence, its `@Test` line, in a test.
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
