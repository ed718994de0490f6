import Foundation
@_spi(LiveWorld) import StandIns
import Testability

/// Async specimens: the doubling function refactored with `async`/`await`,
/// well or badly. The judge must measure them without sleeps or timeouts.

/// A screen's model that awaits the doubling it is handed: one that answers
/// after a real suspension, as a server would.
@MainActor
struct AsyncDoubler {
    let doubling: @Sendable (Int) async -> Int
    private(set) var result = 0

    mutating func run(_ number: Int) async {
        result = await doubling(number)
    }
}

/// An async design with its dependency handed in: every rule holds.
@MainActor
func asyncInjected(_ input: Int) -> Probe<Int> {
    var doubler = AsyncDoubler { number in
        await Task.yield()
        return number * 2
    }
    return Probe(act: { await doubler.run(input) }, observe: { doubler.result })
}

/// An async design that still reaches the live printer, from a child task.
@MainActor
func asyncLive(_ input: Int) -> Probe<Int> {
    var doubler = AsyncDoubler { number in
        async let printed = Printer.print(number)
        return await printed
    }
    return Probe(act: { await doubler.run(input) }, observe: { doubler.result })
}

/// Keeps its result in shared state after a suspension: the twins overwrite
/// each other's result.
@MainActor
func asyncShared(_ input: Int) -> Probe<Int> {
    Probe(
        act: {
            await Task.yield()
            Globals.output = input * 2
        },
        observe: { Globals.output })
}

/// Makes its live call in an unstructured task it awaits: the task inherits
/// the test's world, so the contact is still seen.
@MainActor
func asyncLiveInATask(_ input: Int) -> Probe<Int> {
    keeping { await Task { Printer.print(input) }.value }
}

/// Designs that move their live call off the test's task, into a detached
/// task or onto a thread of its own: the contact lands in no test's world.
@MainActor
func asyncLiveOffTask(_ input: Int) -> Probe<Int> {
    keeping { await Task.detached { Printer.print(input) }.value }
}

@MainActor
func printsOnAThreadOfItsOwn(_ input: Int) -> Probe<Int> {
    keeping {
        await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            Thread { done.resume(returning: Printer.print(input)) }.start()
        }
    }
}
