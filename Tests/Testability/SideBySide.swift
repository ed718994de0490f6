@_spi(Judge) import StandIns

/// What the twins saw side by side, and the run's world, closed.
@MainActor
func runSideBySide<Input: CustomStringConvertible, Outcome>(
    _ first: Input, _ second: Input, arrange: @MainActor (Input) async throws -> Probe<Outcome>
) async -> (results: [Result<Outcome, any Error>], world: World) {
    let world = World(name: "the side-by-side run of \(first) and \(second)")
    let side = "running the twins \(named(first)) and \(named(second)) side by side"
    let results: [Result<Outcome, any Error>] = await Watchdog.watch(side) { _ in
        await world.run {
            await WorkInFlight.inOneLine {
                // Each twin's views are listed as in its run alone.
                let turned = ViewOrder.$turned
                do {
                    let probes = [
                        try await turned.withValue(false) { try await arrange(first) },
                        try await turned.withValue(true) { try await arrange(second) },
                    ]
                    for (index, probe) in probes.enumerated() {
                        try await turned.withValue(index == 1) { try await probe.act() }
                    }
                    var results: [Result<Outcome, any Error>] = []
                    for (index, probe) in probes.enumerated() {
                        do {
                            results.append(
                                .success(try await turned.withValue(index == 1) { try await probe.observe() }))
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
    return (results, world)
}

func judgeIsolation<Input: CustomStringConvertible, Outcome: Equatable>(
    twins: [Input],
    alone: [Outcome],
    together: (results: [Result<Outcome, any Error>], world: World),
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
    // Contacts made side by side are not judged: that run is the judge's
    // experiment, and whatever it reaches, the solo runs reach too. They
    // only help name what the twins share.
    let touched = (together.world.sharedAccesses.map(\.state) + together.world.contacts.map(\.via)).uniqued()
    // Only what was measured: with no stand-in's record, two causes fit.
    let why =
        touched.isEmpty
        ? "no stand-in saw the twins touch shared state, so one of two things: they share state of the code's "
            + "own (a `static`, a global, one double given to both), or work one twin started was still running "
            + "when the other acted, and which finished first decided the outcome"
        : "side by side, the stand-ins saw the twins touch \(touched.joined(separator: ", "))"
    // Work still running is a cause only when no stand-in saw shared state.
    let seam = "state of its own for each test, passed in" + (touched.isEmpty ? ", and work it can await" : "")
    for cause in disturbed + [why] { verdict.add(Breach(.isolated, cause: cause, missingSeam: seam)) }
}
