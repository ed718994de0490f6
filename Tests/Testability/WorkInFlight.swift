import Foundation

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
    /// can without the scenario (it may still wait for a held save). A
    /// design that does not wait for what it should (a save that does not
    /// wait for the one still running) then shows it; a design that waits
    /// passes however long this takes, so it can show a fault, never make
    /// one.
    @MainActor
    public static func settle() async {
        for _ in 0..<3 {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Task.detached(priority: .background) { @MainActor in done.resume() }
            }
            await Task.yield()
        }
    }

    /// Runs `body` with every job bound for the global executor run on the
    /// main actor.
    @MainActor
    static func inOneLine<Result>(_ body: () async -> Result) async -> Result {
        let hook = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook")?.assumingMemoryBound(to: Hook?.self)
        let before = hook?.pointee
        hook?.pointee = { job, _ in MainActor.shared.enqueue(job) }
        defer { hook?.pointee = before }
        return await body()
    }

    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void
}
