@_spi(Judge) import StandIns
import Testing

/// Lets one measurement run at a time, in the whole test run, so that a
/// contact that lands in no test's world while a twin runs alone is that
/// twin's.
///
/// Measurements run on the main actor; sync code runs through at once, and
/// the lock only makes an awaiting measurement wait for another to finish.
@MainActor
final class MeasurementLock {
    static let shared = MeasurementLock()

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    private init() {
        World.recognizeTests { Test.current != nil }
    }

    /// Waits until no other measurement runs, then holds the lock.
    func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the lock to the next measurement waiting, if any.
    func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
