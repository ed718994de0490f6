@_spi(Judge) import StandIns
import Synchronization
import Testability
import Testing

extension JudgeTests {
    /// Work a run leaves sleeping on the device's clock, found when the run
    /// ends, and the honest designs beside it: work its owner cancels, work
    /// a test awaits.
    @MainActor
    @Suite("The device's clock, measured on every sleep")
    struct LiveClockSpecimens {
        /// The work each specimen left behind, cancelled once it is measured,
        /// so that no real sleep outlives the specimen.
        private let leftBehind = LeftBehind()

        @Test("A task left sleeping by `Task.sleep` when the run ends breaks hermetic, named with its file and line")
        func taskLeftSleeping() async throws {
            let verdict = await measure(twins: 3, 5, expecting: { $0 * 2 }) { input in
                var output = 0
                return Probe(
                    act: {
                        output = input * 2
                        leftBehind.keep(
                            Task {
                                try await Task.sleep(for: .seconds(600))
                                _ = UIApplication.shared.keyWindow
                            })
                    }, observe: { output })
            }
            leftBehind.cancel()
            #expect(verdict.brokenRules == [.hermetic])
            let breach = try #require(verdict.breach(of: .hermetic))
            #expect(
                breach.cause.hasPrefix(
                    "after the run had ended, work it started was still sleeping on the device's clock (a sleep of "
                        + "600.0 s at TestabilityTests/LiveClockSpecimens.swift:"))
        }

        @Test("A sleep on the device's `ContinuousClock` left pending when the run ends breaks hermetic")
        func clockLeftSleeping() async throws {
            let verdict = await measure(twins: 3, 5, expecting: { $0 * 2 }) { input in
                let clock: any Clock<Duration> = ContinuousClock()
                var output = 0
                return Probe(
                    act: {
                        output = input * 2
                        leftBehind.keep(Task { try await clock.sleep(for: .seconds(300)) })
                    }, observe: { output })
            }
            leftBehind.cancel()
            let breach = try #require(verdict.breach(of: .hermetic))
            #expect(breach.cause.contains("still sleeping on the device's clock (a sleep of 300.0 s)"))
        }

        @Test("Work its owner cancels when it goes breaks nothing, however long it would have slept")
        func cancelledWhenTheOwnerGoes() async {
            let verdict = await measure(twins: 3, 5, expecting: { $0 * 2 }) { input in
                let refresher = Refresher()
                return Probe(act: { refresher.start(input) }, observe: { refresher.shown })
            }
            #expect(verdict.isClean, "\(verdict)")
        }

        @Test("A short sleep the run awaits breaks nothing")
        func awaitedSleep() async {
            let verdict = await measure(twins: 3, 5, expecting: { $0 * 2 }) { input in
                var output = 0
                return Probe(
                    act: {
                        try await Task.sleep(for: .milliseconds(1))
                        output = input * 2
                    }, observe: { output })
            }
            #expect(verdict.isClean, "\(verdict)")
        }

        @Test("An own test that leaves work sleeping is reported when it ends")
        func ownTestLeavesSleeping() async throws {
            let test = try #require(Test.current)
            let left = leftBehind
            try await withKnownIssue {
                try await UnitTestsTrait().provideScope(for: test, testCase: nil) {
                    left.keep(Task { try await Task.sleep(for: .seconds(600)) })
                    #expect(Bool(true))
                }
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains(
                    "after the test had ended, work it started was still sleeping on the device's clock")
            }
            left.cancel()
        }
    }
}

/// Shows its number doubled at once, and would refresh it ten minutes on;
/// it cancels that wait when it goes, as a view model should.
@MainActor
private final class Refresher {
    private(set) var shown = 0
    private var refresh: Task<Void, Never>?

    func start(_ input: Int) {
        shown = input * 2
        refresh = Task { [weak self] in
            guard (try? await Task.sleep(for: .seconds(600))) != nil else { return }
            self?.shown += 1
        }
    }

    isolated deinit { refresh?.cancel() }
}

/// Tasks a specimen started and must cancel once measured.
private final class LeftBehind: Sendable {
    private let tasks = Mutex<[Task<Void, any Error>]>([])

    func keep(_ task: Task<Void, any Error>) { tasks.withLock { $0.append(task) } }
    func cancel() {
        for task in tasks.withLock({ $0 }) { task.cancel() }
    }
}
