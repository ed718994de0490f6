import Foundation
import Testing

/// Lets work that code already started run before a scenario goes on.
///
/// While a twin runs, every job bound for the global executor (an actor's
/// method, a `nonisolated async` function, a `Task` that is not on the main
/// actor) is run on the main actor instead, as Point-Free's
/// `withMainSerialExecutor` does. So all the work waits in one line, where
/// the next job is the most urgent one, and a turn taken at the lowest
/// priority comes only once every job more urgent has run: on a loaded
/// machine as on a quiet one.
public enum WorkInFlight {
    /// Returns once every piece of work already started has run as far as it
    /// can without the scenario (it may still wait for a held save): so a
    /// design that does not wait for what it should shows it, and one that
    /// waits passes however long this takes. Where the runtime has no enqueue
    /// hook, the scenario fails and says so, rather than pass or fail by the
    /// order the machine happened to run its work in.
    @MainActor
    public static func settle() async {
        if inForce == false {
            Issue.record(
                Comment(
                    rawValue: "The judge cannot put work in flight in one line on this toolchain (its runtime has "
                        + "no \(hookSymbol)), and this scenario relies on that order; it is not measured here"),
                sourceLocation: Test.current?.sourceLocation ?? #_sourceLocation)
        }
        for _ in 0..<3 {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Task.detached(priority: .background) { @MainActor in done.resume() }
            }
            await Task.yield()
        }
    }

    /// The runtime's hook for jobs bound for the global executor; a
    /// task-local, so that the judge's own tests can name a missing one.
    @TaskLocal public static var hookSymbol = "swift_task_enqueueGlobal_hook"

    /// Whether the line is in force for the running twin: nil outside one.
    @TaskLocal private static var inForce: Bool?

    /// Runs `body` with every job bound for the global executor run on the
    /// main actor, once a job sent there has shown that it does.
    @MainActor
    static func inOneLine<Result>(_ body: () async -> Result) async -> Result {
        let hook = dlsym(dlopen(nil, RTLD_NOW), hookSymbol)?.assumingMemoryBound(to: Hook?.self)
        let before = hook?.pointee
        hook?.pointee = { job, _ in MainActor.shared.enqueue(job) }
        defer { hook?.pointee = before }
        // A job bound for the global executor must now run on this thread.
        let here = pthread_self()
        let moved = await Task.detached { pthread_equal(pthread_self(), here) != 0 }.value
        let works = hook != nil && moved
        return await $inForce.withValue(works) { await body() }
    }

    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void
}
