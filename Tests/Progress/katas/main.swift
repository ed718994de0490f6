// `swift run katas`: where each kata stands, read from a real run of its
// suites. See `swift run katas help`.

import Foundation
import KataProgress

let usage = """
    swift run katas            where every kata stands: the workshop board
    swift run katas 3          where Kata 3 stands, in full
    swift run katas 3 --alone  the same, each of your passing tests also run alone
                               (a swift test each), to find one that passes only
                               beside the others
    swift run katas watch 3    the same, and again each time you save a file under
                               Kata 3's Katas/ folder or Tests/Kata3…/Yours, saying what
                               changed since the run before; type h and Enter for the
                               next hint, q and Enter (or Ctrl-C) to stop watching
    swift run katas table 3    Kata 3's verdict table, in Markdown
    swift run katas table 3 --events FILE
                               the same, from a recorded event stream
    swift run katas jump 3 2   Kata 3 at checkpoint 2 of its answer
    swift run katas reset 3    Kata 3 as shipped (checkpoint 0)
    swift run katas jump 3 2 --keep
                               the same, after setting your uncommitted work
                               aside in git's stash (new files too)
    swift run katas restore 3  Kata 3's work set aside last, back from the stash
    Jumping never overwrites work you have not committed; it says how to keep it.
    A run that crashes, exits, hangs or does not build is reported as such,
    and the command exits with status 1. A run that makes no progress for
    20 s is stopped as hung; KATAS_HANG_AFTER=SECONDS changes that.
    """

/// The workbook this tool belongs to, found by walking up from the working
/// directory, the executable and this file (Xcode runs the tool elsewhere).
guard let package = Repository.find(sourceFile: #filePath) else {
    FileHandle.standardError.write(Data("Run this in the workbook's folder (Package.swift, Katas/).\n".utf8))
    exit(2)
}
let hangAfter = ProcessInfo.processInfo.environment["KATAS_HANG_AFTER"].flatMap { Double($0) } ?? 20
let runner = SuiteRunner(package: package, hangAfter: hangAfter)
SuiteRunner.forwardInterrupts()
var arguments = Array(CommandLine.arguments.dropFirst())
let alone = arguments.contains("--alone")
arguments.removeAll { $0 == "--alone" }

func kata(_ text: String?) -> KataInfo? {
    guard let text, let number = Int(text) else { return nil }
    return KataInfo.all.first { $0.number == number }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

/// Runs the suites. A run that did not finish (a build failure, a crash,
/// an exit, a hang) is told as such, and the command then exits with 1.
func scorecards(_ katas: [KataInfo]) -> [Scorecard] {
    do {
        return try runner.scorecards(for: katas, alone: alone).cards
    } catch {
        fail("Could not run swift test: \(error)")
    }
}

/// Exits with 1 if the run did not finish, after everything is printed.
func exitIfTroubled(_ cards: [Scorecard]) {
    if cards.contains(where: { $0.trouble != nil }) { exit(1) }
}

switch arguments.first {
case nil:
    let cards = scorecards(KataInfo.all)
    if let trouble = cards.first?.trouble {
        print(trouble.report(command: "swift test"))
        print("")
    }
    for card in cards {
        let info = KataInfo.all[card.number - 1]
        print(card.summaryLine(minimumOwnTests: info.minimumOwnTests))
    }
    exitIfTroubled(cards)
case "help", "-h", "--help":
    print(usage)
case "table":
    guard let info = kata(arguments.dropFirst().first) else { fail(usage) }
    if let flag = arguments.firstIndex(of: "--events") {
        guard arguments.indices.contains(flag + 1),
            let text = try? String(contentsOfFile: arguments[flag + 1], encoding: .utf8)
        else { fail("Cannot read the event stream given after --events.") }
        let run = Run(eventStream: text)
        if !run.ended {
            // A recorded stream has no exit status to tell how it ended.
            fail(
                (["The event stream stops before the run's end (no runEnded): its run crashed, exited or hung."]
                    + run.running.map { "  running: \($0)" }).joined(separator: "\n"))
        }
        print(Scorecard(number: info.number, title: info.title, from: run).verdictTable)
    } else {
        let cards = scorecards([info])
        if let trouble = cards[0].trouble {
            fail(trouble.report(command: "swift test --filter Kata\(info.number)"))
        }
        print(cards[0].verdictTable)
    }
case "watch":
    guard let info = kata(arguments.dropFirst().first) else { fail(usage) }
    Watcher(runner: runner, kata: info).run()
case "restore":
    guard let info = kata(arguments.dropFirst().first) else { fail(usage) }
    do {
        let name = try Ladder(repository: package, kata: info).restoreKept()
        print("Kata \(info.number)'s work is back, from git's stash (\"\(name)\").")
        print("Next: swift run katas \(info.number)")
    } catch {
        fail("\(error)")
    }
case "jump", "reset":
    let isReset = arguments.first == "reset"
    let keep = arguments.contains("--keep")
    arguments.removeAll { $0 == "--keep" }
    guard let info = kata(arguments.dropFirst().first),
        let step = isReset ? 0 : arguments.dropFirst(2).first.flatMap({ Int($0) })
    else { fail(usage) }
    let ladder = Ladder(repository: package, kata: info)
    do {
        let outcome = try ladder.jump(to: step, keepingWork: keep)
        if let kept = outcome.kept { print(kept) }
        let changed = outcome.changed
        let place = step == 0 ? "as shipped" : "at checkpoint \(step) of \(ladder.checkpoints.count)"
        print("Kata \(info.number) is now \(place) (\(changed.count) file\(changed.count == 1 ? "" : "s") changed).")
        if step > 0 {
            print("What changed: \(info.docs(in: package))/ladder/\(ladder.checkpoints[step - 1].lastPathComponent)")
        }
        print("Next: swift test --filter Kata\(info.number)")
    } catch {
        fail("\(error)")
    }
default:
    guard let info = kata(arguments.first) else { fail(usage) }
    let cards = scorecards([info])
    print(cards[0].report(minimumOwnTests: info.minimumOwnTests))
    exitIfTroubled(cards)
}
