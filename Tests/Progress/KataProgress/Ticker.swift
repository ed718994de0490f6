import Foundation
import Synchronization

/// Keeps a long step from leaving the screen silent: once it has run a second, says what it does, then again every
/// few seconds, how long it has taken and, where it can, how far it has got. A step done within the second says
/// nothing. On standard error, so that what the progress view prints on standard output (a table, the board) stays as
/// it is.
public final class Ticker: Sendable {
    private let what: String
    private let opening: String
    private let interval: Double
    private let times = Mutex((started: Date(), said: Date?.none))

    /// A ticker for a step that `what` names ("building"), which opens with `opening`.
    public init(_ what: String, opening: String, interval: Double = 4) {
        (self.what, self.opening, self.interval) = (what, opening, interval)
    }

    /// Says how the step goes, when it is due: the opening after a second, then a line every `interval`, with
    /// `detail()` when it has some.
    public func tick(_ detail: () -> String? = { nil }) {
        let due: Int? = times.withLock { times in
            let now = Date()
            guard now.timeIntervalSince(times.said ?? times.started) >= (times.said == nil ? 1 : interval) else {
                return nil
            }
            defer { times.said = now }
            return times.said == nil ? 0 : Int(now.timeIntervalSince(times.started).rounded())
        }
        guard let due else { return }
        Self.say(due == 0 ? opening : "  still \(what): \(due) s" + (detail().map { ", \($0)" } ?? ""))
    }

    private static func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// How far a build has got, from its output: the last "[123/415]" SwiftPM printed, whose total grows as it plans.
    static func buildStep(in output: String) -> String? {
        output.matches(of: /\[(\d+)\/(\d+)\]/).last.map { "step \($0.1) (of \($0.2) so far)" }
    }
}
