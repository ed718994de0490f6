import Foundation

extension Process {
    /// Runs the process, calls `reading` while it runs (to read its pipes),
    /// and returns what `reading` returned once the process has exited.
    ///
    /// `waitUntilExit()` is not used: on Linux it polls the run loop every
    /// 50 ms, so that each of the few dozen git commands a jump or a reset
    /// runs would wait for a poll long after git had finished.
    func runToExit<Result>(reading: () -> Result) throws -> Result {
        let exited = DispatchSemaphore(value: 0)
        terminationHandler = { _ in exited.signal() }
        try run()
        let result = reading()
        exited.wait()
        return result
    }
}
