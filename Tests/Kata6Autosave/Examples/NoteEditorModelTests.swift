import Foundation
import NotesService
import TestClock
import Testability
import Testing

@testable import Kata6Solution

/// Plain unit tests of the note editor, as an app's test target would have
/// them: a fake server, a manual clock, a fixed "now", a calendar of their
/// own. No test waits, none depends on the machine's time zone, and none
/// hangs: a test awaits the editor's work only once it knows the work can
/// end, and fails at once when it cannot.
@MainActor
@Suite("Kata 6 · The note editor's unit tests", .unitTests)
struct NoteEditorModelTests {
    let clock = ManualClock()
    let server = FakeNotesServer()
    /// 08:00 UTC on 15 January 2027.
    let eightUTC = Date(timeIntervalSince1970: 1_800_000_000)
    let kathmandu = calendar(in: "Asia/Kathmandu")

    func editor() throws -> NoteEditorModel {
        let now = try #require(kathmandu.date(bySettingHour: 10, minute: 42, second: 0, of: eightUTC))
        return NoteEditorModel(noteId: "note-7", notes: server, clock: clock, now: { now }, calendar: kathmandu)
    }

    /// Lets the editor's wait run for `time`, then returns once the save it
    /// started has ended. When no wait ends then (a longer delay, say), the
    /// test fails at once: awaiting a save that never starts would hang it.
    func pause(_ editor: NoteEditorModel, for time: Duration = .seconds(1)) async throws {
        await clock.untilSleeping(orEnded: editor.pendingSave)
        try #require(clock.advance(by: time) == 1, "no wait ended after \(time)")
        await editor.pendingSave?.value
    }

    /// Taps Retry, and returns once its save has ended. A Retry that waits
    /// on the clock fails the test at once, for the same reason.
    func retry(_ editor: NoteEditorModel) async throws {
        editor.retryTapped()
        await clock.untilSleeping(orEnded: editor.pendingSave)
        try #require(clock.sleeping == 0, "Retry waits on the clock instead of saving at once")
        await editor.pendingSave?.value
    }

    @Test("A pause of a second saves the draft, and the status says when")
    func pauseSaves() async throws {
        let editor = try editor()
        editor.textChanged("Buy milk")
        try await pause(editor)
        #expect(server.saved == ["Buy milk"])
        #expect(editor.status.text == "Saved at 10:42")
    }

    @Test("The status says the time in the calendar handed in, whatever the machine's time zone")
    func timeInTheCalendarHandedIn() async throws {
        var said: [String] = []
        for zone in ["Asia/Kathmandu", "UTC", "America/Adak", "America/Los_Angeles"] {
            let editor = NoteEditorModel(
                noteId: "note-7", notes: server, clock: clock, now: { [eightUTC] in eightUTC },
                calendar: calendar(in: zone))
            try await retry(editor)
            said.append(editor.status.text)
        }
        // Midnight in Los Angeles: the hours go from 00 to 23.
        #expect(said == ["Saved at 13:45", "Saved at 08:00", "Saved at 22:00", "Saved at 00:00"])
    }

    @Test("Nothing is saved before the second is up")
    func nothingBeforeTheDelay() async throws {
        let editor = try editor()
        editor.textChanged("Buy milk")
        await clock.untilSleeping(orEnded: editor.pendingSave)
        #expect(clock.advance(by: .milliseconds(999)) == 0)
        #expect(server.saved.isEmpty)
        #expect(editor.status == .unsaved)
    }

    @Test("A keystroke during the wait starts it again, and only the last draft is saved")
    func keystrokeRestartsTheWait() async throws {
        let editor = try editor()
        editor.textChanged("Buy")
        await clock.untilSleeping(orEnded: editor.pendingSave)
        clock.advance(by: .milliseconds(500))
        editor.textChanged("Buy milk")
        await clock.untilSleeping(orEnded: editor.pendingSave)
        #expect(clock.advance(by: .milliseconds(500)) == 0)
        try await pause(editor, for: .milliseconds(500))
        #expect(server.saved == ["Buy milk"])
    }

    @Test("Offline, the status says so, and Retry saves at once")
    func offlineThenRetry() async throws {
        server.failures = [.offline]
        let editor = try editor()
        editor.textChanged("Buy milk")
        try await pause(editor)
        #expect(editor.status.text == "Not saved: offline")
        try await retry(editor)
        #expect(server.saved == ["Buy milk"])
        #expect(editor.status.text == "Saved at 10:42")
    }

    @Test("A save the server refuses says what the server said, not that the member is offline")
    func refusedSaysWhy() async throws {
        server.failures = [.refused(status: 413)]
        let editor = try editor()
        editor.textChanged("Buy milk")
        try await pause(editor)
        #expect(editor.status.text == "Not saved: the server said 413")
        #expect(server.saved.isEmpty)
    }

    @Test("A note the member empties is saved empty once the pause is over, not left as it was")
    func emptiedNoteIsSaved() async throws {
        let editor = try editor()
        for draft in ["Buy milk", ""] {
            editor.textChanged(draft)
            try await pause(editor)
        }
        #expect(server.saved == ["Buy milk", ""])
    }

    @Test("Retry during a new wait saves the draft at once, and the wait it replaced saves nothing later")
    func retryEndsTheWait() async throws {
        server.failures = [.offline]
        let editor = try editor()
        editor.textChanged("Buy")
        try await pause(editor)
        editor.textChanged("Buy milk")
        await clock.untilSleeping(orEnded: editor.pendingSave)
        try await retry(editor)
        #expect(clock.advance(by: .seconds(1)) == 0)
        #expect(server.saved == ["Buy milk"])
    }
}

/// A Gregorian calendar in the time zone named `zone`.
private func calendar(in zone: String) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? .gmt
    return calendar
}

/// A fake notes server: it fails with the errors it is given, in turn, then
/// saves every draft, and remembers them.
@MainActor
final class FakeNotesServer: NoteSaving {
    /// The errors the next saves fail with, in turn.
    var failures: [NotesError] = []
    /// The drafts saved, oldest first.
    private(set) var saved: [String] = []

    func saveDraft(_ text: String, ofNote noteId: String) async throws(NotesError) {
        if !failures.isEmpty { throw failures.removeFirst() }
        saved.append(text)
    }
}
