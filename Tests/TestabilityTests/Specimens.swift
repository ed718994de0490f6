import Foundation
@_spi(LiveWorld) import StandIns
import Synchronization
import Testability

/// Tiny programs, each untestable in one way or none, for the judge's own
/// tests: a doubling function that gets its input and gives its output in
/// different ways, and the honest mistakes of a driver or the code.

/// The verdict on a doubling specimen, measured on the twins 3 and 5.
@MainActor
func doubling(
    whenLate: @escaping @Sendable (Contact) -> Void = { _ in }, _ arrange: @MainActor (Int) async throws -> Probe<Int>
) async -> Verdict {
    await measure(twins: 3, 5, expecting: { $0 * 2 }, whenLate: whenLate, arrange: arrange)
}

/// A probe that acts by working the outcome out with `act`, and reads back
/// what it worked out: the shape of most specimens.
@MainActor
func keeping(_ act: @escaping @MainActor () async throws -> Int) -> Probe<Int> {
    var output = 0
    return Probe(act: { output = try await act() }, observe: { output })
}

/// A global input and output, as untestable code keeps them. The judge's
/// tests that use them are one serialized suite, so no two touch them at once.
@MainActor
enum Globals {
    static var input = 0
    static var output = 0
}

/// State every test shares, kept as the stand-ins keep theirs (in the
/// running test's world) and recorded as they record it: every read and
/// every write, whoever makes it.
enum Dial {
    private final class Setting: Sendable {
        let value = Mutex(1)
    }

    private static var setting: Setting { World.current.live(Setting.self) { Setting() } }

    /// The dial's setting: 1 as shipped.
    static var value: Int {
        World.current.note(.read("the dial"))
        return setting.value.withLock { $0 }
    }

    /// Turns the dial, for every test.
    static func set(_ value: Int) {
        World.current.note(.write("the dial", "set it to \(value)"))
        setting.value.withLock { $0 = value }
    }
}

/// A live resource: every use is a contact with the live world.
enum Printer {
    static func print(_ number: Int) -> Int {
        World.current.record(Contact("printer", via: "Printer.print", "printed \(number)"))
        return number * 2
    }
}

@MainActor
func injected(_ input: Int) -> Probe<Int> {
    keeping { input * 2 }
}

/// Reads its input from a global of its own, which no stand-in records: the
/// twins overwrite each other's input.
@MainActor
func readsGlobalInput(_ input: Int) -> Probe<Int> {
    Globals.input = input
    return keeping { Globals.input * 2 }
}

/// Copies shared state when it is made, after the driver set it: the twins
/// never disturb each other, but the test had to write state every test
/// shares.
@MainActor
func copiesSharedStateSetByTheDriver(_ input: Int) -> Probe<Int> {
    Dial.set(input)
    let copied = Dial.value
    return keeping { copied * 2 }
}

/// A doubled number with a caption that defaults to a flag in the app's
/// defaults: the number does not depend on it, however the flag is set.
struct CaptionedDoubling {
    let caption: String
    let shown: Int

    init(_ input: Int, caption: String = AppDefaults.standard.bool(forKey: "specimen.captioned") ? "twice" : "") {
        self.caption = caption
        shown = input * 2
    }
}

@MainActor
func readsSharedStateItDoesNotNeed(_ input: Int) -> Probe<Int> {
    keeping { CaptionedDoubling(input).shown }
}

@MainActor
func writesGlobalOutput(_ input: Int) -> Probe<Int> {
    Probe(act: { Globals.output = input * 2 }, observe: { Globals.output })
}

@MainActor
func usesPrinter(_ input: Int) -> Probe<Int> {
    keeping { Printer.print(input) }
}

@MainActor
func unobservable(_ input: Int) -> Probe<Int> {
    Probe(observe: { throw NoSeam.cannotObserve("the result is a private property", missing: "a readable result") })
}

/// Gets the behaviour wrong: it triples.
@MainActor
func wrong(_ input: Int) -> Probe<Int> {
    Probe(observe: { input * 3 })
}

/// Fails with an error of its own.
@MainActor
func jams(_ input: Int) -> Probe<Int> {
    Probe(observe: { throw Jammed() })
}

struct Jammed: Error {}

/// Writes shared state in a spelling no source check would parse: through a
/// closure kept in a tuple, inside `defer`. The stand-in records the write
/// whatever its spelling.
@MainActor
func writesSharedStateInAnOddSpelling(_ input: Int) -> Probe<Int> {
    let (turn, _) = ({ (value: Int) in Dial.set(value) }, 0)
    defer { turn(input) }
    return keeping { input * 2 }
}

/// A spy that remembers what it printed, as a driver's double would.
@MainActor
final class SpyPrinter {
    private(set) var printed: [Int] = []

    func print(_ number: Int) -> Int {
        printed.append(number)
        return number * 2
    }
}

/// One spy for every twin, kept in a global where each arrange finds it:
/// the last number the spy printed may be the other twin's.
@MainActor
let oneSpyForEveryTwin = SpyPrinter()

@MainActor
func keepsOneDoubleForBothTwins(_ input: Int) -> Probe<Int> {
    let spy = oneSpyForEveryTwin
    return Probe(act: { _ = spy.print(input) }, observe: { (spy.printed.last ?? -1) * 2 })
}

/// A service locator of the code's own: the driver registers a double, the
/// code looks it up when it acts. No stand-in records it.
@MainActor
enum Services {
    static var doubler: (Int) -> Int = { Printer.print($0) }
}

@MainActor
func registersInAServiceLocator(_ input: Int) -> Probe<Int> {
    Services.doubler = { _ in input * 2 }
    return keeping { Services.doubler(input) }
}

/// The doubling function refactored with `async`/`await`, well or badly:
/// the judge must measure them without sleeps or timeouts.

/// An async design with its dependency handed in, one that answers after a
/// real suspension, as a server would: every rule holds.
@MainActor
func asyncInjected(_ input: Int) -> Probe<Int> {
    let doubling: @Sendable (Int) async -> Int = { number in
        await Task.yield()
        return number * 2
    }
    return keeping { await doubling(input) }
}

/// An async design that still reaches the live printer, from a child task.
@MainActor
func asyncLive(_ input: Int) -> Probe<Int> {
    keeping {
        async let printed = Printer.print(input)
        return await printed
    }
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
