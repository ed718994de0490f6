@_spi(Judge) import StandIns
import Testing

/// Runs one scenario on one version and returns the verdict of the four
/// rules, recording no issue: each twin alone, in a world of its own, then
/// both side by side (docs/judging-testability.md tells the runs). A contact
/// that lands after its world closed is a hermetic break: in the verdict if
/// it lands before measuring ends, else handed to `whenLate`, on the task
/// that made it.
@MainActor
public func measure<Input: CustomStringConvertible, Outcome: Equatable>(
    twins first: Input,
    _ second: Input,
    expecting expected: (Input) -> Outcome,
    whenLate: @escaping @Sendable (Contact) -> Void = { _ in },
    arrange: @MainActor (Input) async throws -> Probe<Outcome>
) async -> Verdict {
    // Before anything reads the time zone, the expected outcomes included.
    DeviceTimeZone.enter(sourceLocation: Test.current?.sourceLocation ?? #_sourceLocation)
    var verdict = Verdict()
    guard expected(first) != expected(second) else {
        verdict.add(
            suiteFault: "both twins, \(named(first)) and \(named(second)), expect \(show(expected(first))); "
                + "twins that expect the same outcome cannot show state they share, "
                + "so give each twin an outcome of its own")
        return verdict
    }
    await MeasurementLock.shared.acquire(alone: true)
    defer { MeasurementLock.shared.release() }
    let straysBefore = World.process.strayContacts.count
    var outcomes: [Outcome] = []
    var solo: [SoloRun<Outcome>] = []
    for twin in [first, second] {
        // The second twin's views are listed in another order.
        let turned = solo.count == 1
        let run = await runAlone(twin, viewsTurned: turned, arrange: arrange)
        solo.append(run)
        switch run.result {
        case .success(let outcome):
            if outcome != expected(twin) {
                let listed =
                    turned && run.world.listedViewsInOrder
                    ? " (its views were listed in another order than its twin's, as on another phone: a view found by "
                        + "its place, `visible(_:)[0]` or `.first`, reads another view; find it by what it shows, or "
                        + "keep the view the code offers)" : ""
                verdict.add(
                    wrongBehaviour: "the twin \(named(twin)) expected \(show(expected(twin))), got \(show(outcome))"
                        + listed)
            } else if !run.reads.isEmpty {
                // What it read may be all it saw: once more, with that state changed.
                let changed = await runAlone(twin, viewsTurned: turned, startsChanged: true, arrange: arrange)
                judgeReads(twin, alone: outcome, read: run.reads, changed: changed.result, into: &verdict)
            }
            outcomes.append(outcome)
        case .failure(let noSeam as NoSeam):
            verdict.add(
                Breach(
                    noSeam.rule, cause: noSeam.reason, missingSeam: noSeam.missing,
                    declaredAt: noSeam.sourceLocation))
        case .failure(let error):
            verdict.add(wrongBehaviour: "the twin \(named(twin)) threw \(error)")
        }
        // Waiting again for the other twin would add seconds, not a finding.
        if run.duration >= RealTime.threshold { break }
    }
    judgeContacts(of: solo, into: &verdict)
    judgeWrites(of: solo, into: &verdict)
    let waited = zip([first, second], solo).filter { $0.1.duration >= RealTime.threshold }
    for (twin, run) in waited {
        verdict.add(
            Breach(
                .controllable,
                cause: "alone, the twin \(named(twin)) waited \(RealTime.seconds(run.duration)) of real time; "
                    + "a test cannot choose when time passes",
                missingSeam: "a clock (or a sleep) handed to the code, which a test advances"))
    }
    // A run the driver cut short with `NoSeam` is not measured further: work
    // it left running when the act stopped midway is that declaration's
    // consequence, not a finding of its own.
    var worlds = solo.filter { !$0.declaredNoSeam }.map(\.world)
    if outcomes.count == 2, waited.isEmpty {
        let together = await runSideBySide(first, second, arrange: arrange)
        worlds.append(together.world)
        judgeIsolation(twins: [first, second], alone: outcomes, together: together, into: &verdict)
    }
    let late = worlds.flatMap { $0.whenLate(whenLate) }
    if !late.isEmpty { verdict.add(lateBreach(late, after: "the run had ended")) }
    if let sleeping = sleepingBreach(in: worlds, after: "the run had ended") { verdict.add(sleeping) }
    for contact in World.process.strayContacts.dropFirst(straysBefore) { verdict.add(stray: contact.description) }
    return verdict
}
