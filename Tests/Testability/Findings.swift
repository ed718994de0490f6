@_spi(Judge) import StandIns

func judgeContacts<Outcome>(of runs: [SoloRun<Outcome>], into verdict: inout Verdict) {
    let code = runs.flatMap(\.codeContacts)
    for route in code.map(\.via).uniqued() {
        verdict.add(
            Breach(
                .hermetic,
                cause: "alone, the twins reached \(route): \(listing(code, via: route))",
                missingSeam: "a double for \(route), handed to the code (if it takes one already, the driver "
                    + "handed it none, and it fell back to its default, \(route))"))
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
        missingSeam: "a double for \(routes.joined(separator: ", ")), handed to the code, and its work awaited")
}

/// The hermetic break of waits on the device's clock still pending when the
/// windows of `worlds` closed, `after` saying when ("the run had ended"):
/// the work that waits goes on when it wakes, outside any test.
func sleepingBreach(in worlds: [World], after: String) -> Breach? {
    let left = worlds.flatMap(\.sleeps).filter(\.pending)
    guard !left.isEmpty else { return nil }
    let sleeps = left.map { sleep in
        "a sleep of \(RealTime.seconds(sleep.duration))" + (sleep.site.map { " at \($0)" } ?? "")
    }
    return Breach(
        .hermetic,
        cause: "after \(after), work it started was still sleeping on the device's clock "
            + "(\(sleeps.uniqued().joined(separator: ", "))); what it does when it wakes, it does outside any test",
        missingSeam: "a clock handed to the code, which a test advances; or work that its owner cancels when it "
            + "goes, or that a test can await")
}

/// A write of state every test shares breaks isolated, whoever made it: a
/// test running at the same moment could change the state in between, or be
/// changed by it.
func judgeWrites<Outcome>(of runs: [SoloRun<Outcome>], into verdict: inout Verdict) {
    let writes = runs.flatMap(\.writes)
    for state in writes.map(\.access.state).uniqued() {
        let these = writes.filter { $0.access.state == state }
        let steps = these.map(\.step.phrase).uniqued().joined(separator: " and ")
        let what = these.map { "\"\($0.access.what)\"" }.uniqued().joined(separator: ", ")
        verdict.add(
            Breach(
                .isolated,
                cause: "while \(steps), the run wrote \(state) (\(what)), which every test shares",
                missingSeam: "what the code reads from \(state), handed to the code, so that no test writes it"))
    }
}

/// A twin that read state every test shares, while setting up or acting,
/// and saw another outcome when that state started changed, breaks
/// controllable: its outcome rests on whatever the state held, which a test
/// can choose only by writing it for every test.
func judgeReads<Input: CustomStringConvertible, Outcome: Equatable>(
    _ twin: Input, alone: Outcome, read: [SharedAccess], changed: Result<Outcome, any Error>,
    into verdict: inout Verdict
) {
    let seen: String
    switch changed {
    case .success(let outcome) where outcome == alone: return
    case .success(let outcome): seen = "saw \(show(outcome)), not \(show(alone))"
    case .failure(let error): seen = "threw \(error)"
    }
    let states = read.map(\.state).uniqued()
    verdict.add(
        Breach(
            .controllable,
            cause:
                "alone, the twin \(named(twin)) read \(states.joined(separator: ", ")), which every test shares; run "
                + "again with it changed, it \(seen)",
            missingSeam: "what the code reads from \(states.joined(separator: ", ")), handed to the code"))
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
    (value as? String)?.debugDescription ?? String(describing: value)
}

/// A twin as a message names it: its description in quotes, or bare when
/// it quotes values itself (`"Buy milk" then "Call Ana"`).
func named(_ twin: some CustomStringConvertible) -> String {
    let text = twin.description
    return text.contains("\"") ? text.replacing("\n", with: "\\n") : show(text)
}
