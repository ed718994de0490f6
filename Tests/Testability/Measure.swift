@_spi(Judge) import StandIns
import Testing

/// Runs one scenario on one version and returns the verdict of the four rules.
///
/// The scenario is given as two twins: two inputs whose expected outcomes
/// differ. `arrange` sets a twin up through the driver and returns its probe.
/// Everything runs on the main actor and may `await`.
///
/// 1. Each twin runs alone, in a world of its own: arrange, act, observe. Its
///    outcome must be `expected(input)` (a behaviour check); the world must
///    hold no contact the code made (hermetic), no write of state every test
///    shares, whoever made it, and no key left in `UserDefaults` (isolated).
///    A contact made while observing is the driver's, and is reported as the
///    driver's.
/// 2. Then both run side by side in one world: arrange both, act on both,
///    observe both. Each must see what it saw alone (isolated). Acting on
///    both before observing either catches shared outputs, such as the app's
///    one window, as well as shared inputs, such as a feature toggle or a
///    `static var` of the code's own.
///
/// Each world closes when its run ends. A contact that lands in it later
/// (work the code left running) is a hermetic break: those that land before
/// measuring ends are in the verdict, and later ones go to `whenLate`, on
/// the task that made them. A contact that lands in no test's world is
/// charged to no run: it is in the verdict's `strays`.
///
/// A `NoSeam` thrown by the driver breaks controllable or observable, and the
/// side-by-side run is skipped, since there is nothing to compare. So does a
/// twin whose run waited for real time to pass (`RealTime.threshold` or
/// more): time is an input the test could not choose, measured, not declared;
/// the second twin's solo run is skipped too, if the first waited. Twins that
/// expect equal outcomes could not show state they share: the scenario is
/// refused, and nothing runs.
///
/// - Parameters:
///   - first: The first twin's input.
///   - second: The second twin's input; its expected outcome must differ
///     from the first's.
///   - expected: The outcome the behaviour gives each input.
///   - whenLate: Gets each contact that lands after measuring ended.
///   - arrange: Sets a twin up through the driver and returns how to act on
///     it and read its outcome.
/// - Returns: What the runs found. Measuring records no issue.
@MainActor
public func measure<Input: CustomStringConvertible, Outcome: Equatable>(
    twins first: Input,
    _ second: Input,
    expecting expected: (Input) -> Outcome,
    whenLate: @escaping @Sendable (Contact) -> Void = { _ in },
    arrange: @MainActor (Input) async throws -> Probe<Outcome>
) async -> Verdict {
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
        let run = await runAlone(twin, arrange: arrange)
        solo.append(run)
        switch run.result {
        case .success(let outcome):
            if outcome != expected(twin) {
                verdict.add(
                    wrongBehaviour: "the twin \(named(twin)) expected \(show(expected(twin))), got \(show(outcome))")
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
    var worlds = solo.map(\.world)
    if outcomes.count == 2, waited.isEmpty {
        let together = await runSideBySide(first, second, arrange: arrange)
        worlds.append(together.world)
        judgeIsolation(twins: [first, second], alone: outcomes, together: together, into: &verdict)
    }
    let late = worlds.flatMap { $0.whenLate(whenLate) }
    if !late.isEmpty { verdict.add(lateBreach(late, after: "the run had ended")) }
    for contact in World.process.strayContacts.dropFirst(straysBefore) { verdict.add(stray: contact.description) }
    return verdict
}

/// The three steps of a twin's run, to say when something happened.
private enum Step: String {
    case arranging, acting, observing
}

/// What one twin's solo run came to, and what it touched, by step.
private struct SoloRun<Outcome> {
    var result: Result<Outcome, any Error>
    /// The run's world, closed.
    var world: World
    /// Contacts made while arranging and acting: the code's.
    var codeContacts: [Contact] = []
    /// Contacts made while the driver read the outcome: the driver's.
    var observeContacts: [Contact] = []
    /// Writes of shared state, each with the step it was made in.
    var writes: [(step: Step, access: SharedAccess)] = []
    /// Keys the run left changed in `UserDefaults`, with what changed.
    var defaults: [(key: String, change: String)] = []
    /// How long the run took on the wall clock.
    var duration: Duration = .zero
}

@MainActor
private func runAlone<Input: CustomStringConvertible, Outcome>(
    _ twin: Input, arrange: @MainActor (Input) async throws -> Probe<Outcome>
) async -> SoloRun<Outcome> {
    let world = World(name: "the solo run of \(twin)")
    let defaults = Defaults()
    let started = ContinuousClock.now
    var marks: [(step: Step, contacts: Int, accesses: Int)] = []
    let result: Result<Outcome, any Error> = await Watchdog.watch("arranging the twin \(named(twin)) alone") { moveTo in
        func enter(_ step: Step) {
            marks.append((step, world.contacts.count, world.sharedAccesses.count))
            moveTo("\(step.rawValue) the twin \(named(twin)) alone")
        }
        return await world.run {
            await WorkInFlight.inOneLine {
                do {
                    enter(.arranging)
                    let probe = try await arrange(twin)
                    enter(.acting)
                    try await probe.act()
                    enter(.observing)
                    return .success(try await probe.observe())
                } catch {
                    return .failure(error)
                }
            }
        }
    }
    let duration = ContinuousClock.now - started
    world.close()
    let contacts = world.contacts
    let split = marks.first { $0.step == .observing }?.contacts ?? contacts.count
    var writes: [(step: Step, access: SharedAccess)] = []
    for (index, access) in world.sharedAccesses.enumerated() where access.kind == .write {
        let step = marks.last { $0.accesses <= index }?.step ?? .arranging
        writes.append((step, access))
    }
    // Put back what the run left, so that the next run starts as this one did.
    let left = defaults.changes()
    defaults.restore(left.map(\.key))
    return SoloRun(
        result: result, world: world, codeContacts: Array(contacts[..<split]),
        observeContacts: Array(contacts[split...]), writes: writes, defaults: left, duration: duration)
}

/// What the twins saw side by side, and what they touched there.
private struct SideBySide<Outcome> {
    var results: [Result<Outcome, any Error>]
    /// The run's world, closed.
    var world: World
    /// The shared state read or written, and the live resources reached.
    var touched: [String]
}

@MainActor
private func runSideBySide<Input: CustomStringConvertible, Outcome>(
    _ first: Input, _ second: Input, arrange: @MainActor (Input) async throws -> Probe<Outcome>
) async -> SideBySide<Outcome> {
    let world = World(name: "the side-by-side run of \(first) and \(second)")
    let defaults = Defaults()
    let side = "running the twins \(named(first)) and \(named(second)) side by side"
    let results: [Result<Outcome, any Error>] = await Watchdog.watch(side) { _ in
        await world.run {
            await WorkInFlight.inOneLine {
                do {
                    let probes = [try await arrange(first), try await arrange(second)]
                    for probe in probes { try await probe.act() }
                    var results: [Result<Outcome, any Error>] = []
                    for probe in probes {
                        do {
                            results.append(.success(try await probe.observe()))
                        } catch {
                            results.append(.failure(error))
                        }
                    }
                    return results
                } catch {
                    return [.failure(error), .failure(error)]
                }
            }
        }
    }
    world.close()
    defaults.restore(defaults.changes().map(\.key))
    // Contacts made side by side are not judged: that run is the judge's
    // experiment, and whatever it reaches, the solo runs reach too. They
    // only help name what the twins share.
    let touched = world.sharedAccesses.map(\.state) + world.contacts.map(\.via)
    return SideBySide(results: results, world: world, touched: touched.uniqued())
}

private func judgeContacts<Outcome>(of runs: [SoloRun<Outcome>], into verdict: inout Verdict) {
    let code = runs.flatMap(\.codeContacts)
    for route in code.map(\.via).uniqued() {
        verdict.add(
            Breach(
                .hermetic,
                cause: "alone, the twins reached \(route): \(listing(code, via: route))",
                missingSeam: "a stand-in for \(route), handed to the code"))
    }
    let observing = runs.flatMap(\.observeContacts)
    for route in observing.map(\.via).uniqued() {
        verdict.add(
            Breach(
                .hermetic,
                cause: "to read the outcome, the driver had to reach \(route): \(listing(observing, via: route)); "
                    + "that contact is the driver's, not the code's",
                missingSeam: "an outcome a test can read without \(route)"))
    }
}

/// The hermetic break of contacts that landed after their run's window
/// closed, `after` saying when ("the run had ended").
func lateBreach(_ late: [Contact], after: String) -> Breach {
    let routes = late.map(\.via).uniqued()
    return Breach(
        .hermetic,
        cause: "after \(after), work it left running reached "
            + routes.map { "\($0): \(listing(late, via: $0))" }.joined(separator: "; ")
            + " (an unstructured `Task` nobody awaits?)",
        missingSeam: "a stand-in for \(routes.joined(separator: ", ")), handed to the code, and its work awaited")
}

/// A write of state every test shares breaks isolated, whoever made it: a
/// test running at the same moment could change the state in between, or be
/// changed by it. So does a key left changed in `UserDefaults`.
private func judgeWrites<Outcome>(of runs: [SoloRun<Outcome>], into verdict: inout Verdict) {
    let writes = runs.flatMap(\.writes)
    for state in writes.map(\.access.state).uniqued() {
        let these = writes.filter { $0.access.state == state }
        let steps = these.map(\.step.rawValue).uniqued().joined(separator: " and ")
        let what = these.map { "\"\($0.access.what)\"" }.uniqued().joined(separator: ", ")
        verdict.add(
            Breach(
                .isolated,
                cause: "while \(steps), the run wrote \(state) (\(what)), which every test shares",
                missingSeam: "what the code reads from \(state), handed to the code, so that no test writes it"))
    }
    let left = runs.flatMap(\.defaults)
    if !left.isEmpty { verdict.add(Defaults.breach(left, leftBy: "alone, the run")) }
}

private func judgeIsolation<Input: CustomStringConvertible, Outcome: Equatable>(
    twins: [Input],
    alone: [Outcome],
    together: SideBySide<Outcome>,
    into verdict: inout Verdict
) {
    var disturbed: [String] = []
    for index in twins.indices {
        switch together.results[index] {
        case .success(let outcome) where outcome == alone[index]:
            continue
        case .success(let outcome):
            disturbed.append(
                "beside its twin, \(named(twins[index])) saw \(show(outcome)); alone, \(show(alone[index]))")
        case .failure(let error):
            disturbed.append("beside its twin, \(named(twins[index])) threw \(error), alone it did not")
        }
    }
    guard !disturbed.isEmpty else { return }
    // Only what was measured: with no stand-in's record, two causes fit.
    let why =
        together.touched.isEmpty
        ? "no stand-in saw the twins touch shared state, so one of two things: they share state of the code's "
            + "own (a `static`, a global, one double given to both), or work one twin started was still running "
            + "when the other acted, and which finished first decided the outcome"
        : "side by side, the stand-ins saw the twins touch \(together.touched.joined(separator: ", "))"
    var breach = Breach(
        .isolated, cause: disturbed[0], missingSeam: "state of its own for each test, passed in, and work it can await")
    for more in disturbed.dropFirst() + [why] {
        breach.merge(Breach(.isolated, cause: more, missingSeam: breach.missingSeam))
    }
    verdict.add(breach)
}

/// The distinct contacts made through `route`, quoted, at most six.
func listing(_ contacts: [Contact], via route: String) -> String {
    let seen = contacts.filter { $0.via == route }.map(\.description).uniqued()
    let listed = seen.prefix(6).map { "\"\($0)\"" }.joined(separator: ", ")
    return seen.count > 6 ? "\(listed) and \(seen.count - 6) more" : listed
}

/// A value as a message shows it: strings quoted, with a line break or a
/// quote inside escaped, so the quotes always close; everything else
/// described.
func show<Value>(_ value: Value) -> String {
    if let text = value as? String { return text.debugDescription }
    return String(describing: value)
}

/// A twin as a message names it: its description in quotes, or bare when
/// it quotes values itself (`"Buy milk" then "Call Ana"`).
func named(_ twin: some CustomStringConvertible) -> String {
    let text = twin.description
    return text.contains("\"") ? text.replacing("\n", with: "\\n") : show(text)
}
