@_spi(Judge) import StandIns
import Testing

/// Runs one scenario on one version and returns the verdict of the four rules.
///
/// The scenario is given as two twins: two inputs, usually leading to
/// different outcomes. `arrange` sets a twin up through the driver and returns
/// its probe. Everything runs on the main actor and may `await`.
///
/// 1. Each twin runs alone, in a world of its own: arrange, act, observe. Its
///    outcome must be `expected(input)` (a behaviour check), and the world
///    must hold no contact the code made (hermetic). A contact made while
///    observing is the driver's, and is reported as the driver's.
/// 2. Then both run side by side in one world: arrange both, act on both,
///    observe both. Each must see what it saw alone (isolated). Acting on
///    both before observing either catches shared outputs, such as the app's
///    one window, as well as shared inputs, such as a global toggle.
///
/// A `NoSeam` thrown by the driver breaks controllable or observable, and the
/// side-by-side run is skipped, since there is nothing to compare. A global
/// the driver set with `setGlobal` breaks isolated, whatever the twins saw.
@MainActor
public func measure<Input: CustomStringConvertible, Outcome: Equatable>(
    twins first: Input,
    _ second: Input,
    expecting expected: (Input) -> Outcome,
    arrange: @MainActor (Input) async throws -> Probe<Outcome>
) async -> Verdict {
    await MeasurementLock.shared.acquire()
    defer { MeasurementLock.shared.release() }
    let notes = SharedStateNotes()
    return await SharedStateNotes.$current.withValue(notes) {
        var verdict = Verdict()
        var outcomes: [Outcome] = []
        var solo: [SoloRun<Outcome>] = []
        for (index, twin) in [first, second].enumerated() {
            notes.startTwin(index)
            let run = await runAlone(twin, arrange: arrange)
            solo.append(run)
            switch run.result {
            case .success(let outcome):
                if outcome != expected(twin) {
                    verdict.add(
                        wrongBehaviour: "the twin \"\(twin)\" expected \(show(expected(twin))), got \(show(outcome))")
                }
                outcomes.append(outcome)
            case .failure(let noSeam as NoSeam):
                verdict.add(Breach(noSeam.rule, cause: noSeam.reason, missingSeam: noSeam.missing))
            case .failure(let error):
                verdict.add(wrongBehaviour: "the twin \"\(twin)\" threw \(error)")
            }
        }
        judgeContacts(of: solo, into: &verdict)
        judgeGlobalsSet(notes.written, into: &verdict)
        guard outcomes.count == 2 else { return verdict }
        notes.startTwin(2)
        let together = await runSideBySide(first, second, arrange: arrange)
        for ruleBreak in together.ruleBreaks { verdict.add(driverRuleBreak: ruleBreak) }
        judgeIsolation(
            twins: [first, second], alone: outcomes, together: together.results,
            shared: notes.sharedBetweenTwins, into: &verdict)
        return verdict
    }
}

/// What one twin's solo run came to, and the contacts it made, by whom.
private struct SoloRun<Outcome> {
    var result: Result<Outcome, any Error>
    /// Contacts made while arranging and acting: the code's.
    var codeContacts: [Contact] = []
    /// Contacts made while the driver read the outcome: the driver's.
    var observeContacts: [Contact] = []
    /// Contacts that landed in no test's world while the twin ran.
    var escapedContacts: [Contact] = []
    /// Driver rules the run broke, in words.
    var ruleBreaks: [String] = []
}

@MainActor
private func runAlone<Input: CustomStringConvertible, Outcome>(
    _ twin: Input, arrange: @MainActor (Input) async throws -> Probe<Outcome>
) async -> SoloRun<Outcome> {
    let world = World.measured("the solo run of \(twin)")
    let escapedBefore = World.process.strayContacts.count
    var observingFrom: Int?
    let result: Result<Outcome, any Error> = await world.run {
        do {
            let probe = try await arrange(twin)
            try await probe.act()
            observingFrom = world.contacts.count
            return .success(try await probe.observe())
        } catch {
            return .failure(error)
        }
    }
    let contacts = world.contacts
    let split = observingFrom ?? contacts.count
    return SoloRun(
        result: result,
        codeContacts: Array(contacts[..<split]),
        observeContacts: Array(contacts[split...]),
        escapedContacts: Array(World.process.strayContacts.dropFirst(escapedBefore)),
        ruleBreaks: world.ruleBreaks
    )
}

/// What the twins saw side by side, and the driver rules that run broke.
private struct SideBySide<Outcome> {
    var results: [Result<Outcome, any Error>]
    var ruleBreaks: [String]
}

@MainActor
private func runSideBySide<Input: CustomStringConvertible, Outcome>(
    _ first: Input, _ second: Input, arrange: @MainActor (Input) async throws -> Probe<Outcome>
) async -> SideBySide<Outcome> {
    let world = World.measured("the side-by-side run of \(first) and \(second)")
    let results: [Result<Outcome, any Error>] = await world.run {
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
    // Contacts made side by side are not judged: that run is the judge's
    // experiment, and whatever it reaches, the solo runs reach too.
    return SideBySide(results: results, ruleBreaks: world.ruleBreaks)
}

private func judgeContacts<Outcome>(of runs: [SoloRun<Outcome>], into verdict: inout Verdict) {
    for ruleBreak in runs.flatMap(\.ruleBreaks) { verdict.add(driverRuleBreak: ruleBreak) }
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
    let escaped = runs.flatMap(\.escapedContacts)
    if !escaped.isEmpty {
        verdict.add(
            Breach(
                .hermetic,
                cause: "contacts landed in no test's world, so work left the test's task "
                    + "(a Thread, a DispatchQueue, Task.detached): "
                    + escaped.map(\.via).uniqued().map { listing(escaped, via: $0) }.joined(separator: ", "),
                missingSeam: "the live resource handed to the code, and the work kept on the test's task"))
    }
}

private func judgeGlobalsSet(_ names: [String], into verdict: inout Verdict) {
    guard !names.isEmpty else { return }
    verdict.add(
        Breach(
            .isolated,
            cause: "the test had to set \(names.joined(separator: " and ")), which every test shares",
            missingSeam: "inputs handed to the code, not set in globals"))
}

private func judgeIsolation<Input: CustomStringConvertible, Outcome: Equatable>(
    twins: [Input],
    alone: [Outcome],
    together: [Result<Outcome, any Error>],
    shared: [String],
    into verdict: inout Verdict
) {
    var disturbed: [String] = []
    for index in twins.indices {
        switch together[index] {
        case .success(let outcome) where outcome == alone[index]:
            continue
        case .success(let outcome):
            disturbed.append(
                "beside its twin, \"\(twins[index])\" saw \(show(outcome)); alone, \(show(alone[index]))")
        case .failure(let error):
            disturbed.append("beside its twin, \"\(twins[index])\" threw \(error), alone it did not")
        }
    }
    guard !disturbed.isEmpty else { return }
    let sharing =
        shared.isEmpty
        ? "the twins share state the judge cannot name: the code's, or a double the driver gave both twins"
        : "the twins share \(shared.joined(separator: ", "))"
    var breach = Breach(.isolated, cause: disturbed[0], missingSeam: "state of its own for each test, passed in")
    for more in disturbed.dropFirst() + [sharing] {
        breach.merge(Breach(.isolated, cause: more, missingSeam: breach.missingSeam))
    }
    verdict.add(breach)
}

/// The distinct contacts made through `route`, quoted, at most six.
private func listing(_ contacts: [Contact], via route: String) -> String {
    let seen = contacts.filter { $0.via == route }.map(\.description).uniqued()
    let listed = seen.prefix(6).map { "\"\($0)\"" }.joined(separator: ", ")
    return seen.count > 6 ? "\(listed) and \(seen.count - 6) more" : listed
}

/// A value as a message shows it: strings quoted, everything else described.
func show<Value>(_ value: Value) -> String {
    if let text = value as? String { return "\"\(text)\"" }
    return String(describing: value)
}

/// Lets one measurement run at a time, in the whole test run, so that a
/// contact that lands in no test's world while a twin runs alone is that
/// twin's.
///
/// Measurements run on the main actor; sync code runs through at once, and
/// the lock only makes an awaiting measurement wait for another to finish.
@MainActor
final class MeasurementLock {
    static let shared = MeasurementLock()

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    private init() {
        World.recognizeTests { Test.current != nil }
    }

    func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
