@_spi(LiveWorld) import StandIns
import Synchronization
import Testability

/// Tiny programs, each untestable in one way or none, for the judge's own
/// tests: a doubling function that gets its input and gives its output in
/// different ways.

/// The verdict on a doubling specimen, measured on the twins 3 and 5.
@MainActor
func doubling(_ arrange: @MainActor (Int) async throws -> Probe<Int>) async -> Verdict {
    await measure(twins: 3, 5, expecting: { $0 * 2 }, arrange: arrange)
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

/// Doubles a number it is handed: every rule holds.
@MainActor
func injected(_ input: Int) -> Probe<Int> {
    var output = 0
    return Probe(act: { output = input * 2 }, observe: { output })
}

/// Reads its input from a global of its own, which no stand-in records: the
/// twins overwrite each other's input.
@MainActor
func readsGlobalInput(_ input: Int) -> Probe<Int> {
    Globals.input = input
    var output = 0
    return Probe(act: { output = Globals.input * 2 }, observe: { output })
}

/// Copies shared state when it is made, after the driver set it: the twins
/// never disturb each other, but the test had to write state every test
/// shares.
@MainActor
func copiesSharedStateSetByTheDriver(_ input: Int) -> Probe<Int> {
    Dial.set(input)
    let copied = Dial.value
    var output = 0
    return Probe(act: { output = copied * 2 }, observe: { output })
}

/// A doubled number with a caption that defaults to the dial's setting: the
/// number does not depend on the dial.
struct CaptionedDoubling {
    let caption: String
    let shown: Int

    init(_ input: Int, caption: String = "dial at \(Dial.value)") {
        self.caption = caption
        shown = input * 2
    }
}

/// Reads shared state it does not need for this outcome, as a default
/// argument may: a read alone breaks no rule.
@MainActor
func readsSharedStateItDoesNotNeed(_ input: Int) -> Probe<Int> {
    var output = 0
    return Probe(act: { output = CaptionedDoubling(input).shown }, observe: { output })
}

/// Writes its output to a global: the twins overwrite each other's output.
@MainActor
func writesGlobalOutput(_ input: Int) -> Probe<Int> {
    Probe(
        act: { Globals.output = input * 2 },
        observe: { Globals.output }
    )
}

/// Doubles through a live resource.
@MainActor
func usesPrinter(_ input: Int) -> Probe<Int> {
    var output = 0
    return Probe(act: { output = Printer.print(input) }, observe: { output })
}

/// Offers no way to read its output.
@MainActor
func unobservable(_ input: Int) -> Probe<Int> {
    Probe(
        act: {},
        observe: { throw NoSeam.cannotObserve("the result is a private property", missing: "a readable result") })
}

/// Gets the behaviour wrong: it triples.
@MainActor
func wrong(_ input: Int) -> Probe<Int> {
    Probe(observe: { input * 3 })
}
