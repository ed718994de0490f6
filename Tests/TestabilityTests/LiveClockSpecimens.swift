@_spi(Judge) import StandIns
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
        private let leftBehind = Kept<Task<Void, any Error>>()

        @Test(
            "Work left sleeping on the device's clock when the run ends breaks hermetic; `Task.sleep` names its line",
            arguments: [
                (
                    { @Sendable in try await Task.sleep(for: .seconds(600)) },
                    "(a sleep of 600.0 s at TestabilityTests/LiveClockSpecimens.swift:"
                ),
                (
                    { @Sendable in try await (ContinuousClock() as any Clock<Duration>).sleep(for: .seconds(300)) },
                    "(a sleep of 300.0 s)"
                ),
            ] as [(@Sendable () async throws -> Void, String)])
        func leftSleeping(sleep: @escaping @Sendable () async throws -> Void, named: String) async throws {
            let verdict = await doubling { input in
                keeping {
                    leftBehind.add(
                        Task {
                            try await sleep()
                            _ = UIApplication.shared.keyWindow
                        })
                    return input * 2
                }
            }
            for task in leftBehind.all { task.cancel() }
            #expect(verdict.brokenRules == [.hermetic])
            let breach = try #require(verdict.breach(of: .hermetic))
            #expect(
                breach.cause.hasPrefix(
                    "after the run had ended, work it started was still sleeping on the device's clock \(named)"))
        }

        @Test(
            "Work its owner cancels when it goes, however long its sleep, or a short sleep the run awaits, breaks nothing",
            arguments: [
                { input in
                    let refresher = Refresher()
                    return Probe(act: { refresher.start(input) }, observe: { refresher.shown })
                },
                { input in
                    keeping {
                        try await Task.sleep(for: .milliseconds(1))
                        return input * 2
                    }
                },
            ] as [@MainActor @Sendable (Int) -> Probe<Int>])
        func cancelledOrAwaited(arrange: @MainActor @Sendable (Int) -> Probe<Int>) async {
            let verdict = await doubling(arrange)
            #expect(verdict.isClean, "\(verdict)")
        }

        @Test("An own test that leaves work sleeping is reported when it ends")
        func ownTestLeavesSleeping() async throws {
            let left = leftBehind
            try await expectJudged(
                .hermetic,
                saying: ["after the test had ended, work it started was still sleeping on the device's clock"]
            ) {
                left.add(Task { try await Task.sleep(for: .seconds(600)) })
                #expect(Bool(true))
            }
            for task in left.all { task.cancel() }
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
