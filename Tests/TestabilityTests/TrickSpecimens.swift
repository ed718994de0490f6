@_spi(Judge) @_spi(LiveWorld) import StandIns
import Testability

/// Specimens of drivers that break the driver rules, to hide what the code
/// does from the judge. Each must be caught.

/// Runs the live call inside a world of the driver's own, so that its
/// contact lands where the judge does not look.
@MainActor
func hidesContactsInAWorldOfItsOwn(_ input: Int) -> Probe<Int> {
    var output = 0
    return Probe(
        act: { output = World(name: "the driver's hiding place").run { Printer.print(input) } },
        observe: { output })
}

/// Runs the live call inside the process's world.
@MainActor
func hidesContactsInTheProcessWorld(_ input: Int) -> Probe<Int> {
    var output = 0
    return Probe(act: { output = World.process.run { Printer.print(input) } }, observe: { output })
}
