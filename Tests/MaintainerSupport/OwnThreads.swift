import Foundation
import Testing

extension Trait where Self == OwnThreads {
    /// Runs each test of the suite on threads of its own, off the pool that
    /// every other test shares: for the workbook's own tests that wait for
    /// processes (git, a shell, an exit test).
    public static var ownThreads: Self { OwnThreads() }
}

/// Runs a test on threads of its own.
///
/// Swift's cooperative pool has one thread a core: two, on a two-core
/// machine. A test that blocks one of them (waiting for a process, reading
/// a pipe) holds up every test that is left, the main actor's included, so
/// the whole run takes as long as the slowest wait. Under this trait the
/// test's task prefers an executor that runs each of its jobs on a new
/// thread; the test is still the same task, so `#expect` and the test's
/// task-locals work as ever, and so do the child tasks it starts, which
/// inherit the preference.
public struct OwnThreads: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite is scoped through its tests: only a test's own run needs it.
        guard testCase != nil else { return try await function() }
        try await withTaskExecutorPreference(ThreadPerJob.shared) { try await function() }
    }
}

/// A task executor that runs each job on a thread of its own.
final class ThreadPerJob: TaskExecutor {
    static let shared = ThreadPerJob()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread.detachNewThread { job.runSynchronously(on: executor) }
    }
}
