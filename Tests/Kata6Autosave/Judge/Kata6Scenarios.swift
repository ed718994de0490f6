import Testability
import Testing

@testable import Kata6Tests

/// Every driver the scenarios run on: the before version, then the after one.
let drivers: [any Kata6Driver] = versions([KatasDriver(), SolutionDriver()])

/// Kata 6's behaviours, each written once and run on both versions.
///
/// Serialized, as every kata's suite is: the before version's client is one
/// for the whole process. (Its server's notes are per test here; on a phone
/// they are not.)
@MainActor
@Suite("Kata 6 · Task.sleep and Date.now → a clock and a server handed in", .serialized)
struct Kata6Scenarios {
    @Test(
        "When the member stops typing, the draft is saved as typed, spaces and line ends included, once the delay has passed",
        arguments: drivers)
    func pauseSaves(on driver: any Kata6Driver) async {
        await check(driver.version, twins: "  Buy milk\n", "\tCall Ana  ", expecting: { $0 }) { text in
            let editor = try await driver.editor(on: .online, at: nil)
            return Probe(
                act: {
                    try await editor.type(text)
                    try await editor.pause(driver.autosaveDelay)
                },
                observe: editor.noteOnServer)
        }
    }

    @Test("A note the member empties is saved empty, and the status says so", arguments: drivers)
    func emptiedNoteIsSaved(on driver: any Kata6Driver) async {
        await check(
            driver.version, twins: "Buy milk", "Call Ana",
            expecting: { Emptied(saved: [$0, ""], status: "Saved at 10:42") }
        ) { text in
            let editor = try await driver.editor(on: .online, at: TimeOfDay(10, 42))
            return Probe(
                act: {
                    try await editor.type(text)
                    try await editor.pause(driver.autosaveDelay)
                    try await editor.type("")
                    try await editor.pause(driver.autosaveDelay)
                },
                observe: { Emptied(saved: try await editor.savedDrafts(), status: try await editor.status()) })
        }
    }

    @Test("While the save runs, the status says “Saving…”, then “Saved at” the time it ended", arguments: drivers)
    func savingThenSaved(on driver: any Kata6Driver) async {
        await check(
            // The second save ends five minutes after midnight: "00:05".
            driver.version, twins: TimeOfDay(21, 59), TimeOfDay(0, 4),
            expecting: { ["Saving…", "Saved at \($0.aMinuteLater)"] }
        ) { time in
            let editor = try await driver.editor(on: .firstSaveHeld, at: time)
            var during = ""
            return Probe(
                act: {
                    try await editor.type("Buy milk")
                    try await editor.pause(driver.autosaveDelay)
                    during = try await editor.status()
                    try await editor.finishHeldSave()
                },
                observe: { [during, try await editor.status()] })
        }
    }

    @Test(
        "While a newer save still runs, the status says “Saving…”, not the older save's “Saved at”", arguments: drivers)
    func newerSaveStillRunning(on driver: any Kata6Driver) async {
        await check(
            driver.version, twins: TimeOfDay(21, 59), TimeOfDay(9, 5),
            expecting: { ["Saving…", "Saved at \($0.aMinuteLater.aMinuteLater)"] }
        ) { time in
            let editor = try await driver.editor(on: .everySaveHeld, at: time)
            var during = ""
            return Probe(
                act: {
                    try await editor.type("Buy milk")
                    try await editor.pause(driver.autosaveDelay)
                    try await editor.type("Buy milk and eggs")
                    try await editor.pause(driver.autosaveDelay)
                    // The newer save has started and waits for the older
                    // one, however the driver awaits its work; the older
                    // one lands, the newer one is still on its way.
                    await WorkInFlight.settle()
                    try await editor.finishHeldSave()
                    during = try await editor.status()
                    try await editor.finishHeldSave()
                },
                observe: { [during, try await editor.status()] })
        }
    }

    @Test("Offline, the status says “Not saved: offline”", arguments: drivers)
    func offline(on driver: any Kata6Driver) async {
        await check(
            driver.version, twins: Network.online, Network.offline,
            expecting: { $0 == .online ? "Saved at 10:42" : "Not saved: offline" }
        ) { network in
            let editor = try await driver.editor(on: network, at: TimeOfDay(10, 42))
            return Probe(
                act: {
                    try await editor.type("Buy milk")
                    try await editor.pause(driver.autosaveDelay)
                },
                observe: editor.status)
        }
    }

    @Test("Retry saves the draft at once, without waiting again", arguments: drivers)
    func retry(on driver: any Kata6Driver) async {
        await check(
            driver.version, twins: "Buy milk", "Call Ana",
            expecting: { AfterRetry(status: "Saved at 10:42", note: $0) }
        ) { text in
            let editor = try await driver.editor(on: .offlineOnce, at: TimeOfDay(10, 42))
            try await editor.type(text)
            try await editor.pause(driver.autosaveDelay)
            return Probe(act: editor.tapRetry) {
                AfterRetry(status: try await editor.status(), note: try await editor.noteOnServer())
            }
        }
    }

    @Test("Retry while a new wait runs saves the draft once: the wait it replaces saves nothing", arguments: drivers)
    func retryEndsTheWait(on driver: any Kata6Driver) async {
        await check(driver.version, twins: "Buy milk", "Call Ana", expecting: { [$0] }) { text in
            let editor = try await driver.editor(on: .offlineOnce, at: TimeOfDay(10, 42))
            try await editor.type("B")
            try await editor.pause(driver.autosaveDelay)
            return Probe(
                act: {
                    try await editor.type(text)
                    try await editor.pause(driver.autosaveDelay / 2)
                    try await editor.tapRetry()
                    try await editor.pause(driver.autosaveDelay)
                    await WorkInFlight.settle()
                },
                observe: editor.savedDrafts)
        }
    }

    @Test("A keystroke while the editor waits starts the wait again", arguments: drivers)
    func keystrokeRestartsTheWait(on driver: any Kata6Driver) async {
        await check(
            driver.version,
            twins: Typing(keystrokes: [("Buy", 3), ("Buy milk", 4)]),
            Typing(keystrokes: [("Buy", 5), ("Buy milk", 4)]),
            expecting: \.saved
        ) { typing in
            let editor = try await driver.editor(on: .online, at: nil)
            return Probe(
                act: {
                    for (text, quarters) in typing.keystrokes {
                        try await editor.type(text)
                        try await editor.pause(driver.autosaveDelay * quarters / 4)
                    }
                },
                observe: editor.savedDrafts)
        }
    }

    @Test("A save still running when the next one starts is not overwritten by its older text", arguments: drivers)
    func savesLandInOrder(on driver: any Kata6Driver) async {
        await check(
            driver.version,
            twins: Edits(first: "Buy milk", second: "Buy milk and eggs"),
            Edits(first: "Call Ana", second: "Call Ana at six"),
            expecting: \.second
        ) { edits in
            let editor = try await driver.editor(on: .firstSaveHeld, at: nil)
            return Probe(
                act: {
                    try await editor.type(edits.first)
                    try await editor.pause(driver.autosaveDelay)
                    try await editor.type(edits.second)
                    try await editor.pause(driver.autosaveDelay)
                    // Work in flight reaches the server first, if it does
                    // not wait; and the held save lands before the note is
                    // read, however the driver awaits its work.
                    await WorkInFlight.settle()
                    try await editor.finishHeldSave()
                    await WorkInFlight.settle()
                },
                observe: editor.noteOnServer)
        }
    }

    @Test("A slow save of one note holds back no other note's save", arguments: drivers)
    func notesSaveApart(on driver: any Kata6Driver) async {
        await check(driver.version, twins: "Buy milk", "Call Ana", expecting: { $0 }) { text in
            let slow = try await driver.editor(on: .firstSaveHeld, at: nil)
            let other = try await driver.editor(on: .online, at: nil)
            return Probe(
                act: {
                    try await slow.type("Shopping")
                    try await slow.pause(driver.autosaveDelay)
                    try await other.type(text)
                    try await other.pause(driver.autosaveDelay)
                },
                observe: {
                    let saved = try await other.noteOnServer()
                    try await slow.finishHeldSave()
                    return saved
                })
        }
    }
}

/// The drafts that landed after a note was emptied, and its status line.
private struct Emptied: Equatable, CustomStringConvertible {
    let saved: [String]
    let status: String

    var description: String { "the server got \(saved), status \"\(status)\"" }
}

extension TimeOfDay {
    /// The time a save that began now ends, when it takes a minute.
    fileprivate var aMinuteLater: TimeOfDay {
        minute == 59 ? TimeOfDay((hour + 1) % 24, 0) : TimeOfDay(hour, minute + 1)
    }
}
