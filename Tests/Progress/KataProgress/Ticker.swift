import Foundation
import Synchronization

/// Keeps a long step from leaving the screen silent, on standard error (standard output keeps the table, the board):
/// its opening after a second, then every 2 s how long it has taken and how far it has got, so that the screen is
/// never silent for 5 s, even between two steps on a loaded machine.
public final class Ticker: Sendable {
    private let what: String
    private let opening: String
    private let openingAfter: Double
    private let times = Mutex((started: Date(), said: Date?.none))

    /// `openingAfter`: 0 for a step that follows work no ticker covered.
    public init(_ what: String, opening: String, openingAfter: Double = 1) {
        (self.what, self.opening, self.openingAfter) = (what, opening, openingAfter)
    }

    /// Says how the step goes when it is due, with `detail()` when it has some.
    public func tick(_ detail: () -> String? = { nil }) {
        let due: Int? = times.withLock { times in
            let now = Date()
            guard now.timeIntervalSince(times.said ?? times.started) >= (times.said == nil ? openingAfter : 2) else {
                return nil
            }
            defer { times.said = now }
            return times.said == nil ? 0 : Int(now.timeIntervalSince(times.started).rounded())
        }
        guard let due else { return }
        let line = due == 0 ? opening : "  still \(what): \(due) s" + (detail().map { ", \($0)" } ?? "")
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// How far a build has got: the last "[123/415]" SwiftPM printed, whose total grows as it plans.
    static func buildStep(in output: String) -> String? {
        output.matches(of: /\[(\d+)\/(\d+)\]/).last.map { "step \($0.1) (of \($0.2) so far)" }
    }
}
