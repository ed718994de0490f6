import Foundation

/// `swift run katas watch N` as a value: it takes what happens and answers what to do; `Suite.watch` does it. A run
/// starts once the files have been quiet for 0.3 s; a save during a run cancels it, and another follows.
public struct WatchSession: Sendable {
    /// What happens: time passing (seconds, on a clock that only goes forward), files changed, a run ending, a line.
    public enum Event: Sendable {
        case tick(at: Double)
        case filesChanged([String], at: Double)
        case runFinished(Scorecard, at: Double)
        case runFailed(String)
        case runCancelled
        case typed(String)
    }

    public enum Action: Sendable, Equatable {
        case startRun
        case cancelRun
        case quit
        case say(String)
    }

    public let kata: Kata
    /// Reads a hint page, by its path from the package's folder.
    let read: @Sendable (String) -> String?
    public private(set) var (running, runs, hintsShown) = (false, 0, 0)
    private var (changedAt, startedAt, pending): (Double?, Double, [String]) = (-.infinity, 0, [])
    private var (lastFinished, lastTrouble): (Scorecard?, Trouble?) = (nil, nil)

    public init(kata: Kata, read: @escaping @Sendable (String) -> String?) {
        (self.kata, self.read) = (kata, read)
    }

    public var prompt: String {
        "Watching \(kata.paths.joined(separator: " and ")). Type h and Enter for a hint, Enter alone to run again, "
            + "q and Enter to quit."
    }

    public mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case .tick(let now):
            guard !running, let changedAt, now - changedAt >= 0.3 else { return [] }
            (running, self.changedAt, startedAt, runs) = (true, nil, now, runs + 1)
            let cause =
                pending.isEmpty ? "" : " (\(pending.count == 1 ? pending[0] : "\(pending.count) files changed"))"
            pending = []
            let first =
                runs == 1
                ? " The first builds what it needs first: on a new clone, about 40 s on two quiet cores, 70 s busy."
                : ""
            return [.say("\nRun \(runs) of Kata \(kata.number)'s suites\(cause)...\(first)"), .startRun]
        case .filesChanged(let changes, let at):
            (pending, changedAt) = (pending + changes.filter { !pending.contains($0) }, at)
            return running ? [.cancelRun, .say("Saved during the run: it stops, and runs again.")] : []
        case .runCancelled:
            running = false
            return []
        case .runFinished(let card, let at):
            running = false
            let changes = runs == 1 ? [] : RunChanges.describe(from: lastFinished, to: card, lastTrouble: lastTrouble)
            (lastTrouble, lastFinished) = (card.trouble, card.trouble == nil ? card : lastFinished)
            let since =
                changes.isEmpty ? "" : " Since the last run:\n" + changes.map { "  \($0)" }.joined(separator: "\n")
            return [
                .say(card.report + "\n\nRun \(runs) took \(Int((at - startedAt).rounded())) s.\(since)"), .say(prompt),
            ]
        case .runFailed(let message):
            running = false
            return [.say("Could not run the tests: \(message)"), .say(prompt)]
        case .typed(let line):
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "h", "hint": return [.say(nextHint())]
            case "q", "quit", "exit": return [.cancelRun, .quit]
            case "", "r", "run":
                changedAt = -.infinity
                return running ? [.say("Another run follows this one.")] : []
            default: return [.say(prompt)]
            }
        }
    }

    /// The next of the kata's three hints, without the page's links (a key away here); after the last, the ladder.
    mutating func nextHint() -> String {
        guard hintsShown < 3 else {
            return "No more hints: all 3 are shown. The answer's steps, one command each: swift run katas jump "
                + "\(kata.number) 1 (it never overwrites unsaved work)."
        }
        hintsShown += 1
        let path = "\(kata.docs)/hint\(hintsShown).md"
        guard let text = read(path) else { return "Hint \(hintsShown) of 3: cannot read \(path)." }
        let body = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("Still stuck?") && !$0.hasPrefix("Back to [") }.joined(separator: "\n")
        let more = hintsShown < 3 ? "\n\nStill stuck? Type h and Enter for hint \(hintsShown + 1)." : ""
        return "Hint \(hintsShown) of 3 (\(path)):\n\n\(body.trimmingCharacters(in: .whitespacesAndNewlines))\(more)"
    }
}
