import Foundation

/// A value behind a lock, with `Mutex`'s `withLock`: a lock the thread
/// sanitizer can see. On Linux, `Mutex` waits on a futex, which the sanitizer
/// does not know, so it takes two sleeps and an advance on different threads
/// for a race.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, alone.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
