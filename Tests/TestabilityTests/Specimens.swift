import StandIns
import Testability

/// Tiny programs, each untestable in one way or none, for the judge's own
/// tests: a doubling function that gets its input and gives its output in
/// different ways.

/// A global input and output, as untestable code keeps them.
enum Globals {
    nonisolated(unsafe) static var input = 0
    nonisolated(unsafe) static var output = 0
}

/// A live resource: every use is a contact with the live world.
enum Printer {
    static func print(_ number: Int) -> Int {
        World.current.record(Contact("printer", via: "Printer.print", "printed \(number)"))
        return number * 2
    }
}

/// Doubles a number it is handed: every rule holds.
func injected(_ input: Int) -> Probe<Int> {
    var output = 0
    return Probe(act: { output = input * 2 }, observe: { output })
}

/// Reads its input from a global: the twins overwrite each other's input.
func readsGlobalInput(_ input: Int) -> Probe<Int> {
    touchesGlobal("Globals.input")
    Globals.input = input
    var output = 0
    return Probe(act: { output = Globals.input * 2 }, observe: { output })
}

/// Writes its output to a global: the twins overwrite each other's output.
func writesGlobalOutput(_ input: Int) -> Probe<Int> {
    Probe(
        act: { Globals.output = input * 2 },
        observe: {
            touchesGlobal("Globals.output")
            return Globals.output
        }
    )
}

/// Doubles through a live resource.
func usesPrinter(_ input: Int) -> Probe<Int> {
    var output = 0
    return Probe(act: { output = Printer.print(input) }, observe: { output })
}

/// Offers no way to choose its input.
func uncontrollable(_ input: Int) throws -> Probe<Int> {
    throw NoSeam.cannotControl("the input is a private constant", missing: "an input parameter")
}

/// Offers no way to read its output.
func unobservable(_ input: Int) -> Probe<Int> {
    Probe(
        act: {},
        observe: { throw NoSeam.cannotObserve("the result is a private property", missing: "a readable result") })
}

/// Gets the behaviour wrong: it triples.
func wrong(_ input: Int) -> Probe<Int> {
    Probe(observe: { input * 3 })
}

/// Fails with an error of its own.
struct Jammed: Error, CustomStringConvertible {
    var description: String { "jammed" }
}
