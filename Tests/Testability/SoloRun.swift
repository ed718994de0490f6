@_spi(Judge) import StandIns

/// The three steps of a twin's run, to say when something happened.
enum Step: String {
    case arranging, acting, observing

    /// The step as a message names it, in plain words.
    var phrase: String {
        switch self {
        case .arranging: "setting up"
        case .acting: "acting"
        case .observing: "reading the outcome"
        }
    }
}

/// What one twin's solo run came to, and what it touched, by step.
struct SoloRun<Outcome> {
    var result: Result<Outcome, any Error>
    /// The run's world, closed.
    var world: World
    /// Contacts made while arranging and acting: the code's.
    var codeContacts: [Contact] = []
    /// Contacts made while the driver read the outcome: the driver's.
    var observeContacts: [Contact] = []
    /// Writes of shared state, each with the step it was made in.
    var writes: [(step: Step, access: SharedAccess)] = []
    /// Reads of shared state while setting up and acting.
    var reads: [SharedAccess] = []
    var duration: Duration = .zero

    /// Whether the driver cut the run short: the version offers no way in.
    var declaredNoSeam: Bool {
        if case .failure(is NoSeam) = result { true } else { false }
    }
}

@MainActor
func runAlone<Input: CustomStringConvertible, Outcome>(
    _ twin: Input, viewsTurned: Bool, startsChanged: Bool = false,
    arrange: @MainActor (Input) async throws -> Probe<Outcome>
) async -> SoloRun<Outcome> {
    let world = World(name: "the solo run of \(twin)", startsChanged: startsChanged)
    let started = ContinuousClock.now
    var marks: [(step: Step, contacts: Int, accesses: Int)] = []
    let result: Result<Outcome, any Error> = await Watchdog.watch("arranging the twin \(named(twin)) alone") { moveTo in
        func enter(_ step: Step) {
            marks.append((step, world.contacts.count, world.sharedAccesses.count))
            moveTo("\(step.rawValue) the twin \(named(twin)) alone")
        }
        return await world.run {
            await ViewOrder.$turned.withValue(viewsTurned) {
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
    }
    let duration = ContinuousClock.now - started
    world.close()
    let contacts = world.contacts
    let split = marks.first { $0.step == .observing }?.contacts ?? contacts.count
    var writes: [(step: Step, access: SharedAccess)] = []
    var reads: [SharedAccess] = []
    for (index, access) in world.sharedAccesses.enumerated() {
        let step = marks.last { $0.accesses <= index }?.step ?? .arranging
        if access.kind == .write {
            writes.append((step, access))
        } else if step != .observing {
            reads.append(access)
        }
    }
    return SoloRun(
        result: result, world: world, codeContacts: Array(contacts[..<split]),
        observeContacts: Array(contacts[split...]), writes: writes, reads: reads, duration: duration)
}
