import Foundation
@_spi(Judge) @_spi(LiveWorld) import StandIns
import Testability
import Testing

/// Machinery, not a seam: adds up what a scenario's runs would have paid a
/// live resource's owner (ACME, for its devices), from the judge's log of
/// each world they ran in. A contact's price is in its text, as in "($100)".
///
/// Drivers never read that log. This is the one exception, for one figure:
/// the price of the before version's suite, which Kata 4's chapter quotes.
@MainActor
final class LiveBill {
    private let resource: String
    private var worlds: [World] = []

    /// A bill for the contacts with `resource`, e.g. "ACME".
    ///
    /// - Parameter resource: The live resource whose contacts are priced.
    init(resource: String) {
        self.resource = resource
    }

    /// Remembers the world of the run in progress, to read its log later.
    func noteTheRunningWorld() {
        let world = World.current
        if !worlds.contains(where: { $0 === world }) { worlds.append(world) }
    }

    /// What the runs' contacts with ACME cost, in dollars.
    var dollars: Int {
        worlds.flatMap(\.contacts).filter { $0.resource == resource }.map(\.cost).reduce(0, +)
    }

    /// Prints the bill of the running test on `version`, when there is one
    /// to pay.
    ///
    /// - Parameter version: The version the test ran on.
    func printIfDue(on version: Version) {
        guard dollars > 0 else { return }
        let name = Test.current?.displayName ?? "this test"
        let line = "\(resource) bill: \"\(name)\" on \(version) would have cost $\(dollars) on real hardware\n"
        // Written unbuffered, as Swift Testing writes its own lines, so that
        // the bill shows beside its test even when the output is piped.
        FileHandle.standardOutput.write(Data(line.utf8))
    }
}

extension Contact {
    /// The dollars a contact's text says it cost, as in "($100)"; 0 if none.
    fileprivate var cost: Int {
        guard let match = what.firstMatch(of: /\(\$(\d+)/) else { return 0 }
        return Int(match.1) ?? 0
    }
}
