import StandIns
import Testability
import Testing

/// The judge's own checks: measured verdicts, never reported ones.
@Suite("The testability judge")
struct JudgeTests {
    @Test("A run that touches nothing and behaves is clean")
    func cleanRun() {
        let verdict = measure(twins: "a", "b", expecting: { $0 }) { input in
            Probe { input }
        }
        #expect(verdict.isClean)
    }

    @Test("A driver's NoSeam breaks its rule, and a contact breaks hermetic")
    func noSeamAndContact() {
        let verdict = measure(twins: "a", "b", expecting: { $0 }) { (input: String) -> Probe<String> in
            World.current.record(Contact("network", via: "Example.call", "GET /\(input)"))
            throw NoSeam.cannotObserve("the outcome is private", missing: "a readable outcome")
        }
        #expect(verdict.brokenRules == [.observable, .hermetic])
    }
}
