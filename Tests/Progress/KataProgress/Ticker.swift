import Foundation
import Synchronization

/// Keeps a long step from leaving the screen silent: says what it does when it starts, then again every few seconds
/// while it runs, how long it has taken and, where it can, how far it has got. On standard error, so that what the
/// progress view prints on standard output (a table, the board) stays as it is.
public final class Ticker: Sendable {
    private let what: String
    private let interval: Double
    private let times = Mutex((started: Date(), said: Date()))

    /// A ticker for a step that `what` names ("building"); it says `opening` at once.
    public init(_ what: String, opening: String, interval: Double = 4) {
        self.what = what
        self.interval = interval
        Self.say(opening)
    }

    /// Says how the step goes, if `interval` has passed since the last line: with `detail()`, when it has some.
    public func tick(_ detail: () -> String? = { nil }) {
        let elapsed: Int? = times.withLock { times in
            guard Date().timeIntervalSince(times.said) >= interval else { return nil }
            times.said = Date()
            return Int(Date().timeIntervalSince(times.started).rounded())
        }
        guard let elapsed else { return }
        Self.say("  still \(what): \(elapsed) s" + (detail().map { ", \($0)" } ?? ""))
    }

    private static func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// How far a build has got, from its output: the last "[123/415]" SwiftPM printed.
    static func buildStep(in output: String) -> String? {
        output.matches(of: /\[(\d+)\/(\d+)\]/).last.map { "step \($0.1) of \($0.2)" }
    }
}
