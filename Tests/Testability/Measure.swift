import StandIns

/// Runs one scenario on one version and returns the verdict of the four rules.
///
/// The scenario is given as two twins: two inputs that should give different
/// outcomes. `arrange` sets a twin up through the driver and returns its probe.
///
/// 1. Each twin runs alone, in a world of its own: arrange, act, observe. Its
///    outcome must be `expected(input)` (a behaviour check), and the world
///    must hold no contact afterwards (hermetic).
/// 2. Then both run side by side in one world: arrange both, act on both,
///    observe both. Each must see what it saw alone (isolated). Acting on
///    both before observing either catches shared outputs, such as the app's
///    one window, as well as shared inputs, such as a global toggle.
///
/// A `NoSeam` thrown by the driver breaks controllable or observable, and the
/// side-by-side run is skipped, since there is nothing to compare.
public func measure<Input: CustomStringConvertible, Outcome: Equatable>(
    twins first: Input,
    _ second: Input,
    expecting expected: (Input) -> Outcome,
    arrange: (Input) throws -> Probe<Outcome>
) -> Verdict {
    var verdict = Verdict()
    let notes = SharedStateNotes()
    SharedStateNotes.$current.withValue(notes) {
        var soloOutcomes: [Outcome] = []
        var contacts: [Contact] = []
        for twin in [first, second] {
            let world = World(name: "the solo run of \(twin)")
            let result = World.$current.withValue(world) {
                runAlone(twin, arrange: arrange)
            }
            contacts += world.contacts
            switch result {
            case .success(let outcome):
                if outcome != expected(twin) {
                    verdict.add(
                        wrongBehaviour: "the twin \"\(twin)\" expected \(show(expected(twin))), got \(show(outcome))")
                }
                soloOutcomes.append(outcome)
            case .failure(let noSeam as NoSeam):
                verdict.add(Breach(noSeam.rule, cause: noSeam.reason, missingSeam: noSeam.missing))
            case .failure(let error):
                verdict.add(wrongBehaviour: "the twin \"\(twin)\" threw \(error)")
            }
        }
        judgeContacts(contacts, into: &verdict)
        guard soloOutcomes.count == 2 else { return }
        // Contacts made side by side are not judged: that run is the judge's
        // experiment, and whatever it reaches, the solo runs reach too.
        let world = World(name: "the side-by-side run of \(first) and \(second)")
        let together = World.$current.withValue(world) {
            runSideBySide(first, second, arrange: arrange)
        }
        judgeIsolation(
            twins: [first, second], alone: soloOutcomes, together: together, shared: notes.all, into: &verdict)
    }
    return verdict
}

private func runAlone<Input, Outcome>(
    _ twin: Input, arrange: (Input) throws -> Probe<Outcome>
) -> Result<Outcome, any Error> {
    Result {
        let probe = try arrange(twin)
        try probe.act()
        return try probe.observe()
    }
}

private func runSideBySide<Input, Outcome>(
    _ first: Input, _ second: Input, arrange: (Input) throws -> Probe<Outcome>
) -> [Result<Outcome, any Error>] {
    do {
        let probes = [try arrange(first), try arrange(second)]
        for probe in probes { try probe.act() }
        return probes.map { probe in Result { try probe.observe() } }
    } catch {
        return [.failure(error), .failure(error)]
    }
}

private func judgeContacts(_ contacts: [Contact], into verdict: inout Verdict) {
    for route in contacts.map(\.via).uniqued() {
        let seen = contacts.filter { $0.via == route }.map(\.description).uniqued()
        let listed = seen.prefix(6).map { "\"\($0)\"" }.joined(separator: ", ")
        let more = seen.count > 6 ? " and \(seen.count - 6) more" : ""
        verdict.add(
            Breach(
                .hermetic,
                cause: "the twins' solo runs reached the live world through \(route): \(listed)\(more)",
                missingSeam: "a way to hand the code a stand-in for \(route)"
            )
        )
    }
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
                "beside its twin, \"\(twins[index])\" saw \(show(outcome)), alone \(show(alone[index]))")
        case .failure(let error):
            disturbed.append("beside its twin, \"\(twins[index])\" threw \(error), alone it did not")
        }
    }
    guard !disturbed.isEmpty else { return }
    let state = shared.isEmpty ? "" : "; the twins share \(shared.joined(separator: ", "))"
    verdict.add(
        Breach(
            .isolated,
            cause: "\(disturbed.joined(separator: "; "))\(state)",
            missingSeam: "state of its own for each test, passed in rather than reached"
        )
    )
}

extension Array where Element: Equatable {
    /// The elements, each once, in the order they first appear.
    fileprivate func uniqued() -> [Element] {
        reduce(into: []) { kept, element in
            if !kept.contains(element) { kept.append(element) }
        }
    }
}

/// A value as a message shows it: strings quoted, everything else described.
func show<Value>(_ value: Value) -> String {
    if let text = value as? String { return "\"\(text)\"" }
    return String(describing: value)
}
