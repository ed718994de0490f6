@_spi(LiveWorld) import StandIns
import Testability

/// Specimens of honest mistakes in a driver or the code: shared state
/// written in an odd spelling, one double for both twins, a service locator.
/// Each must be caught.

/// Writes shared state in a spelling no source check would parse: through a
/// closure kept in a tuple, inside `defer`. The stand-in records the write
/// whatever its spelling.
@MainActor
func writesSharedStateInAnOddSpelling(_ input: Int) -> Probe<Int> {
    let (turn, _) = ({ (value: Int) in Dial.set(value) }, 0)
    defer { turn(input) }
    var output = 0
    return Probe(act: { output = input * 2 }, observe: { output })
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

/// One spy for every twin, kept in a global where each arrange finds it.
@MainActor
let oneSpyForEveryTwin = SpyPrinter()

/// Keeps one double for both twins: the last number the spy printed may be
/// the other twin's.
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
    var output = 0
    return Probe(act: { output = Services.doubler(input) }, observe: { output })
}
