import Foundation
@_spi(LiveWorld) import StandIns
import Synchronization
import Testability

/// Async specimens: the doubling function refactored with `async`/`await`,
/// well or badly. The judge must measure them without sleeps or timeouts.

/// A dependency that answers after a real suspension, as a server would.
typealias AsyncDoubling = @Sendable (Int) async -> Int

/// The dependency a test hands in: it doubles after yielding once.
let inMemoryDoubling: AsyncDoubling = { number in
    await Task.yield()
    return number * 2
}

/// The live dependency: it reaches the live printer from a child task.
let liveDoubling: AsyncDoubling = { number in
    async let printed = Printer.print(number)
    return await printed
}

/// A screen's model that awaits the doubling it is handed.
@MainActor
final class AsyncDoubler {
    private let doubling: AsyncDoubling
    private(set) var result = 0

    init(doubling: @escaping AsyncDoubling) {
        self.doubling = doubling
    }

    func run(_ number: Int) async {
        result = await doubling(number)
    }
}

/// An async design with its dependency handed in: every rule holds.
@MainActor
func asyncInjected(_ input: Int) -> Probe<Int> {
    let doubler = AsyncDoubler(doubling: inMemoryDoubling)
    return Probe(act: { await doubler.run(input) }, observe: { doubler.result })
}

/// An async design that still reaches the live printer, from a child task.
@MainActor
func asyncLive(_ input: Int) -> Probe<Int> {
    let doubler = AsyncDoubler(doubling: liveDoubling)
    return Probe(act: { await doubler.run(input) }, observe: { doubler.result })
}

/// An async design that keeps its result in shared state after a
/// suspension: the twins overwrite each other's result.
@MainActor
func asyncShared(_ input: Int) -> Probe<Int> {
    Probe(
        act: {
            await Task.yield()
            Globals.output = input * 2
        },
        observe: { Globals.output }
    )
}

/// An async design whose live call runs in an unstructured task it awaits:
/// the task inherits the test's world, so the contact is still seen.
@MainActor
func asyncLiveInATask(_ input: Int) -> Probe<Int> {
    var output = 0
    return Probe(
        act: { output = await Task { Printer.print(input) }.value },
        observe: { output })
}

/// Designs that move their live call off the test's task, into a detached
/// task or onto a thread of its own: the contact lands in no test's world.
@MainActor
func asyncLiveOffTask(_ input: Int) -> Probe<Int> {
    var output = 0
    return Probe(
        act: { output = await Task.detached { Printer.print(input) }.value },
        observe: { output })
}

@MainActor
func printsOnAThreadOfItsOwn(_ input: Int) -> Probe<Int> {
    let output = Heard()
    return Probe(
        act: {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread {
                    output.value.withLock { $0 = Printer.print(input) }
                    done.resume()
                }.start()
            }
        }, observe: { output.value.withLock { $0 } })
}
