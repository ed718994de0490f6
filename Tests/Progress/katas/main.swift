// `swift run katas`: where each kata stands, read from a real run of its
// suites. See `swift run katas help`.

import Foundation
import KataProgress

let usage = """
    swift run katas            where every kata stands: the workshop board
    swift run katas 3          where Kata 3 stands, in full
    swift run katas table 3    Kata 3's verdict table, in Markdown
    swift run katas table 3 --events FILE
                               the same, from a recorded event stream
    swift run katas jump 3 2   Kata 3 at checkpoint 2 of its answer
    swift run katas reset 3    Kata 3 as shipped (checkpoint 0)
    swift run katas jump 3 2 --keep
                               the same, after setting your unsaved work
                               aside in git's stash (new files too)
    Jumping never overwrites changes you have not saved; it says how to keep them.
    """

/// The package this tool belongs to: the working directory, as `swift run`
/// leaves it.
let package = URL(filePath: FileManager.default.currentDirectoryPath)
let runner = SuiteRunner(package: package)
var arguments = Array(CommandLine.arguments.dropFirst())

func kata(_ text: String?) -> KataInfo? {
    guard let text, let number = Int(text) else { return nil }
    return KataInfo.all.first { $0.number == number }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

/// Runs the suites and fails clearly when they do not even build.
func scorecards(_ katas: [KataInfo]) -> [Scorecard] {
    do {
        let (cards, outcome) = try runner.scorecards(for: katas)
        if outcome.run.tests.isEmpty {
            fail(
                "The package did not build, or no test ran. Run `swift build --build-tests` to see why.\n"
                    + outcome.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(10)
                    .joined(separator: "\n"))
        }
        return cards
    } catch {
        fail("Could not run swift test: \(error)")
    }
}

switch arguments.first {
case nil:
    for card in scorecards(KataInfo.all) {
        let info = KataInfo.all[card.number - 1]
        print(card.summaryLine(minimumOwnTests: info.minimumOwnTests))
    }
case "help", "-h", "--help":
    print(usage)
case "table":
    guard let info = kata(arguments.dropFirst().first) else { fail(usage) }
    if let flag = arguments.firstIndex(of: "--events") {
        guard arguments.indices.contains(flag + 1),
            let text = try? String(contentsOfFile: arguments[flag + 1], encoding: .utf8)
        else { fail("Cannot read the event stream given after --events.") }
        print(Scorecard(number: info.number, title: info.title, from: Run(eventStream: text)).verdictTable)
    } else {
        print(scorecards([info])[0].verdictTable)
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
            print("What changed: docs/answers/kata\(info.number)/\(ladder.checkpoints[step - 1].lastPathComponent)")
        }
        print("Next: swift test --filter Kata\(info.number)")
    } catch {
        fail("\(error)")
    }
default:
    guard let info = kata(arguments.first) else { fail(usage) }
    print(scorecards([info])[0].report(minimumOwnTests: info.minimumOwnTests))
}
