import Foundation
@_spi(Judge) import StandIns
import Synchronization
import Testability
import Testing

extension JudgeTests {
    /// The honest mistakes the judge's promise covers, each measured by a
    /// mechanism rather than a spelling, and the honest causes it names.
    @MainActor
    @Suite("Keeping the promise")
    struct PromiseTests {
        @Test("A live call made after the act, before measuring ends, breaks hermetic, naming the contact")
        func lateContactInTheVerdict() async throws {
            let gate = Gate()
            let verdict = await doubling { input in
                // The second twin's arrange lets the first twin's late call land.
                if input == 5 { await gate.openAndAwait() }
                return callsLiveAfterTheAct(gate, input)
            }
            let breach = try #require(verdict.breach(of: .hermetic))
            let late = try #require(breach.causes.first { $0.hasPrefix("after the run had ended") })
            #expect(late.hasPrefix("after the run had ended, work it left running reached Printer.print: "))
            #expect(late.contains("\"printer: printed 3\""))
        }

        @Test("Where the runtime has no enqueue hook, a scenario that relies on the line of work fails and says so")
        func missingHook() async {
            // A twin's run, on a runtime whose hook has another name.
            await withKnownIssue {
                let verdict = await WorkInFlight.$hookSymbol.withValue("swift_task_no_such_hook") {
                    await doubling { input in Probe(act: { await WorkInFlight.settle() }, observe: { input * 2 }) }
                }
                #expect(verdict.isClean)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.hasPrefix("The judge cannot put work in flight in one line") }
            }
        }

        @Test("A live call that lands after measuring ended goes to the scenario's report, on the task that made it")
        func lateContactAfterwards() async {
            let gate = Gate()
            let reported = Kept<String>()
            let verdict = await doubling(whenLate: { reported.add($0.description) }) { callsLiveAfterTheAct(gate, $0) }
            #expect(verdict.isClean)
            await gate.openAndAwait()
            #expect(reported.all.contains("printer: printed 3"))
        }

        @Test("A live call an own test left running is reported on that test when it lands")
        func lateContactOfAnOwnTest() async throws {
            let gate = Gate()
            try await expectJudged(
                .hermetic,
                saying: [
                    "after the test had ended, work it left running reached Printer.print: \"printer: printed 3\""
                ],
                { await gate.printWhenOpen(3) }, afterwards: { await gate.openAndAwait() })
        }

        @Test("Work left running by a run the driver cut short with NoSeam is that declaration's, not a late contact")
        func noSeamLeavesNoLateContacts() async throws {
            let gate = Gate()
            let reported = Kept<String>()
            let verdict = await doubling(whenLate: { reported.add($0.description) }) { input in
                Probe(
                    act: {
                        gate.printWhenOpen(input)
                        throw NoSeam.cannotControl("a test cannot make time pass", missing: "a clock")
                    }, observe: { input * 2 })
            }
            await gate.openAndAwait()
            #expect(verdict.brokenRules == [.controllable])
            #expect(reported.all.isEmpty)
        }

        @Test(
            "A contact from no test's task (a detached task, a thread of its own) is charged to no run, and reported",
            arguments: [asyncLiveOffTask, printsOnAThreadOfItsOwn] as [@MainActor @Sendable (Int) -> Probe<Int>])
        func strayIsNotCharged(arrange: @MainActor @Sendable (Int) -> Probe<Int>) async {
            let verdict = await doubling(arrange)
            #expect(verdict.isClean)
            #expect(verdict.strays == ["printer: printed 3", "printer: printed 5"])
        }

        @Test("Work awaited on a detached task is refused for that ban alone, with what to write instead")
        func detachedIsTheOnlyReason() async {
            let client = PrinterClient { $0 * 2 }
            #expect(await doubling { input in keeping { await Task.detached { client.double(input) }.value } }.isClean)
            let source = "    act: { output = await Task.detached { client.double(input) }.value }"
            let found = SourceRules.findings(in: source, at: "/tmp/KatasDriver.swift").map(\.message)
            #expect(found.count == 1)
            #expect(found.first?.hasPrefix("moves work off the test's task") == true)
            #expect(found.first?.contains("instead, await it") == true)
        }

        @Test("A save that does not wait for the one still running, off the main actor, is a wrong behaviour alone")
        func orderingBugIsAWrongBehaviour() async {
            let verdict = await measure(
                twins: ["Buy milk", "Buy milk and eggs"], ["Call Ana", "Call Ana at six"], expecting: { $0[1] },
                arrange: savesWithoutWaiting)
            #expect(verdict.breaches.isEmpty)
            #expect(
                verdict.wrongBehaviours == [
                    "the twin [\"Buy milk\", \"Buy milk and eggs\"] expected \"Buy milk and eggs\", got \"Buy milk\"",
                    "the twin [\"Call Ana\", \"Call Ana at six\"] expected \"Call Ana at six\", got \"Call Ana\"",
                ])
        }
    }
}

/// Values kept from any task or thread: what a late-contact handler was
/// handed, the work a specimen left behind.
final class Kept<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    func add(_ value: Value) { values.withLock { $0.append(value) } }
    var all: [Value] { values.withLock { $0 } }
}
