import Foundation
import MaintainerSupport
import Testability
import Testing

/// No run hangs: a scenario that stops making progress ends the run within
/// the watchdog's limit, named, with the step it was in and the usual causes.
/// Each specimen runs in a process of its own (an exit test), which the
/// watchdog ends.
@Suite("The judge · a run that hangs ends with the truth", .ownThreads)
struct WatchdogTests {
    #if os(Linux)
        static let isLinux = true
    #else
        static let isLinux = false
    #endif

    @Test("A scenario that awaits something that never comes is stopped, named, with its step, in seconds")
    func hangingScenarioIsStopped() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            await Watchdog.$limit.withValue(.milliseconds(500)) {
                _ = await doubling { input in
                    Probe(
                        act: {
                            let never = AsyncStream<Int> { _ in }
                            for await _ in never {}
                        }, observe: { input * 2 })
                }
            }
        }
        let said = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(said.contains("made no progress for 0.5 s while acting the twin \"3\" alone"))
        #expect(said.contains("`queue: .main`"))
    }

    // On Linux only: there, Foundation waits for the main queue from the main
    // thread; on a Mac the same post runs the block and returns.
    @Test(
        "An observer added with queue: .main, posted to from the main actor, is stopped and explained",
        .enabled(if: Self.isLinux))
    func mainQueueObserverIsExplained() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            await Watchdog.$limit.withValue(.milliseconds(500)) {
                _ = await doubling { input in
                    let centre = NotificationCenter()
                    let name = Notification.Name("specimen.signedIn")
                    _ = centre.addObserver(forName: name, object: nil, queue: .main) { _ in }
                    return Probe(act: { centre.post(name: name, object: nil) }, observe: { input * 2 })
                }
            }
        }
        let said = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(said.contains("made no progress for 0.5 s while acting the twin \"3\" alone"))
        #expect(said.contains("Write `queue: nil`"))
    }

    @Test("A scenario that finishes is left alone")
    func finishingScenarioIsLeftAlone() async {
        let verdict = await Watchdog.$limit.withValue(.milliseconds(500)) {
            await doubling { input in Probe(observe: { input * 2 }) }
        }
        #expect(verdict.isClean)
    }
}
