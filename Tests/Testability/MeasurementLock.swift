@_spi(Judge) import StandIns
import Testing

/// Keeps what the judge measures apart from everything else a learner's
/// code runs in the same process: a scenario's runs hold it alone (one
/// measurement at a time, in the whole test run), while a learner's judged
/// tests share it with each other. So a contact that escaped every test's
/// task is never charged to a run that could not have made it. It only
/// makes an awaiting measurement or test wait for the others to finish.
@MainActor
final class MeasurementLock {
    static let shared = MeasurementLock()

    private var holders = 0
    private var alone = false
    private var waiting: [(alone: Bool, resume: CheckedContinuation<Void, Never>)] = []

    private init() {
        World.recognizeTests { Test.current != nil }
    }

    /// Waits until the lock can be held so, then holds it.
    func acquire(alone wantsAlone: Bool) async {
        if waiting.isEmpty, !alone, !wantsAlone || holders == 0 {
            holders += 1
            alone = wantsAlone
            return
        }
        await withCheckedContinuation { waiting.append((wantsAlone, $0)) }
    }

    /// Lets go of the lock, and hands it to those waiting that can have it.
    func release() {
        holders -= 1
        if holders == 0 { alone = false }
        while let next = waiting.first, !alone, !next.alone || holders == 0 {
            waiting.removeFirst()
            holders += 1
            alone = next.alone
            next.resume.resume()
        }
    }
}
