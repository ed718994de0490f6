import StandIns
import Testability
import Testing

/// The judge's own tests: each rule fires when it should and stays quiet when
/// it should not. They check measured verdicts, never reported ones, since a
/// known issue cannot be tested from inside another.
///
/// Serialized, because some specimens keep their state in globals.
@Suite("The judge · measuring the four rules", .serialized)
struct JudgeTests {
    private func doubling(_ arrange: (Int) throws -> Probe<Int>) -> Verdict {
        measure(twins: 3, 5, expecting: { $0 * 2 }, arrange: arrange)
    }

    @Test("Code that is handed its input and gives back its output keeps all four rules")
    func injectedIsClean() {
        let verdict = doubling(injected)
        #expect(verdict.isClean)
        #expect(verdict.breaches.isEmpty)
    }

    @Test("Code that reads a global input breaks only isolated, and the message names the global")
    func globalInputBreaksIsolated() throws {
        let verdict = doubling(readsGlobalInput)
        #expect(verdict.brokenRules == [.isolated])
        #expect(verdict.wrongBehaviours.isEmpty)
        let breach = try #require(verdict.breaches.first)
        #expect(breach.cause.contains("Globals.input"))
        #expect(breach.cause.contains("beside its twin, \"3\" saw 10, alone 6"))
    }

    @Test("Code that writes a global output breaks isolated, though each twin alone is right")
    func globalOutputBreaksIsolated() {
        let verdict = doubling(writesGlobalOutput)
        #expect(verdict.brokenRules == [.isolated])
        #expect(verdict.wrongBehaviours.isEmpty)
    }

    @Test("Code that reaches a live resource breaks only hermetic, and the message lists the contact")
    func liveResourceBreaksHermetic() throws {
        let verdict = doubling(usesPrinter)
        #expect(verdict.brokenRules == [.hermetic])
        let breach = try #require(verdict.breaches.first)
        #expect(breach.cause.contains("through Printer.print"))
        #expect(breach.cause.contains("\"printer: printed 3\""))
        #expect(breach.missingSeam == "a way to hand the code a stand-in for Printer.print")
    }

    @Test("Each run has a world of its own: no contact leaks into the caller's world")
    func contactsStayInTheirRun() {
        let outside = World(name: "outside")
        World.$current.withValue(outside) {
            _ = doubling(usesPrinter)
        }
        #expect(outside.contacts.isEmpty)
    }

    @Test("A driver with no way to choose the input breaks controllable, with its reason and missing seam")
    func noSeamToControl() throws {
        let verdict = doubling(uncontrollable)
        #expect(verdict.brokenRules == [.controllable])
        #expect(verdict.breaches.count == 1)
        let breach = try #require(verdict.breaches.first)
        #expect(breach.cause == "the input is a private constant")
        #expect(breach.missingSeam == "an input parameter")
    }

    @Test("A driver with no way to read the outcome breaks observable, and nothing else is guessed")
    func noSeamToObserve() {
        let verdict = doubling(unobservable)
        #expect(verdict.brokenRules == [.observable])
        #expect(verdict.wrongBehaviours.isEmpty)
    }

    @Test("A wrong behaviour is found whatever the version, and breaks no rule")
    func wrongBehaviour() {
        let verdict = doubling(wrong)
        #expect(verdict.breaches.isEmpty)
        #expect(verdict.wrongBehaviours == ["the twin \"3\" expected 6, got 9", "the twin \"5\" expected 10, got 15"])
        #expect(!verdict.isClean)
    }

    @Test("An error thrown by the code is a wrong behaviour, not a missing seam")
    func thrownError() {
        let verdict = doubling { _ in Probe(observe: { throw Jammed() }) }
        #expect(verdict.breaches.isEmpty)
        #expect(verdict.wrongBehaviours.first == "the twin \"3\" threw jammed")
    }

    @Test("A breach reads as the rule, what broke it, and the missing seam")
    func breachMessage() {
        let breach = Breach(.observable, cause: "`label` is private", missingSeam: "a view model")
        #expect(
            breach.description
                == "Observable, broken (a test must be able to read the outcome): `label` is private. Missing seam: a view model."
        )
    }
}
