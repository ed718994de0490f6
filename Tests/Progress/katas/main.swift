// `swift run katas`: where each kata stands, read from a real run of its
// suites. See `swift run katas help`.

import Foundation
import KataProgress
import KataRecords

let usage = """
    swift run katas            where every kata stands: the workshop board
    swift run katas 3          where Kata 3 stands, in full: once its scenarios are clean, your
                               tests are measured by the changes of your code they catch
    swift run katas watch 3    the same, and again each time you save a file of Kata 3's
                               (a save during a run stops it), saying what changed since the
                               run before; h and Enter for the next hint, q and Enter to stop
    swift run katas table 3    Kata 3's verdict table, in Markdown
    swift run katas table 3 --events FILE
                               the same, from a recorded event stream and the
                               judge's records beside it (FILE.records)
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

func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

guard
    let package = Kata.package(from: [
        URL(filePath: FileManager.default.currentDirectoryPath), URL(filePath: #filePath).deletingLastPathComponent(),
    ])
else {
    fail("Run this in the workbook's folder (Package.swift, Katas/).")
}
Command.stopOnInterrupt()
var suite = Suite(package: package)
suite.hangAfter = ProcessInfo.processInfo.environment["KATAS_HANG_AFTER"].flatMap { Double($0) } ?? 20
let katas = Kata.all(in: package)
var arguments = Array(CommandLine.arguments.dropFirst())
let keep = arguments.contains("--keep")
arguments.removeAll { $0 == "--keep" }
let named = arguments.dropFirst(arguments.first.flatMap(Int.init) == nil ? 1 : 0).first.flatMap { number in
    katas.first { "\($0.number)" == number }
}

do {
    switch (arguments.first, named) {
    case (nil, _):
        let cards = try suite.scorecards(for: katas)
        if let trouble = cards.first?.trouble { print(trouble.report(command: "swift test") + "\n") }
        for card in cards { print(card.summaryLine) }
        if cards.contains(where: { $0.trouble != nil }) { exit(1) }
    case ("help", _), ("-h", _), ("--help", _):
        print(usage)
    case ("table", let kata?):
        guard let flag = arguments.firstIndex(of: "--events") else {
            let card = try suite.scorecards(for: [kata])[0]
            if let trouble = card.trouble {
                fail(trouble.report(command: "swift test --filter Kata\(kata.number)"), status: 1)
            }
            print(card.verdictTable)
            break
        }
        guard let path = arguments.dropFirst(flag + 1).first,
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { fail("Cannot read the event stream given after --events.") }
        let records = (try? String(contentsOfFile: path + ".records", encoding: .utf8)) ?? ""
        let run = Run(eventStream: text, records: Records.read(records))
        // A recorded stream has no exit status to tell how it ended.
        guard run.ended else {
            fail(
                (["The event stream stops before the run's end (no runEnded): its run crashed, exited or hung."]
                    + run.running.map { "  running: \($0)" }).joined(separator: "\n"))
        }
        print(Scorecard(kata: kata, run: run).verdictTable)
    case ("watch", let kata?):
        suite.watch(kata)
    case ("restore", let kata?):
        let name = try Ladder(package: package, kata: kata).restoreKept()
        print(
            "Kata \(kata.number)'s work is back, from git's stash (\"\(name)\").\nNext: swift run katas \(kata.number)")
    case ("jump", let kata?), ("reset", let kata?):
        guard let step = arguments[0] == "reset" ? 0 : arguments.dropFirst(2).first.flatMap({ Int($0) }) else {
            fail(usage)
        }
        let ladder = Ladder(package: package, kata: kata)
        let (changed, kept) = try ladder.jump(to: step, keep: keep)
        if let kept { print(kept) }
        let place = step == 0 ? "as shipped" : "at checkpoint \(step) of \(ladder.checkpoints.count)"
        print("Kata \(kata.number) is now \(place) (\(changed.count) file\(changed.count == 1 ? "" : "s") changed).")
        if step > 0 { print("What changed: \(kata.docs)/ladder/\(ladder.checkpoints[step - 1].lastPathComponent)") }
        print("Next: swift test --filter Kata\(kata.number)")
    case (_, let kata?) where Int(arguments[0]) != nil:
        let card = try suite.scorecards(for: [kata])[0]
        print(card.report)
        if card.trouble != nil { exit(1) }
    default:
        fail(usage)
    }
} catch let refusal as LadderRefusal {
    fail(refusal.description)
} catch {
    fail("Could not run the tests: \(error)")
}
