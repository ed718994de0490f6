import Foundation
import TestClock
import Testability

@testable import Kata6Solution
@testable import Kata6Tests

/// Reaches Kata 6's reference refactoring through its initializer: a spy
/// server, a manual clock, "now" read from that clock and a calendar are
/// handed in, and the notes service is never reached.
struct SolutionDriver: Kata6Driver {
    let version = Version.solution
    var autosaveDelay: Duration { NoteEditorModel.autosaveDelay }

    /// The calendar the editor says the time in: a time zone of the test's
    /// own, Kathmandu's (5 h 45 min ahead of UTC), so that no result depends
    /// on the machine's, and a status said in any other zone shows.
    private static let calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Kathmandu") ?? .gmt
        return calendar
    }()

    func editor(on network: Network, at time: TimeOfDay?) throws -> EditorUnderTest {
        let server = ReferenceNotesServer(on: network)
        let clock = ManualClock()
        let day = Date(timeIntervalSince1970: 1_800_000_000)
        let time = time ?? TimeOfDay(12, 0)
        let calendar = Self.calendar
        let opening = calendar.date(bySettingHour: time.hour, minute: time.minute, second: 0, of: day) ?? day
        let model = NoteEditorModel(
            noteId: "note-7", notes: server, clock: clock, now: clock.dates(startingAt: opening), calendar: calendar)
        return EditorUnderTest(
            type: { model.textChanged($0) },
            pause: { duration in
                await clock.untilSleeping(orEnded: model.pendingSave)
                guard clock.advance(by: duration) > 0 else { return }
                if network.holdsSaves {
                    await server.untilASaveArrived(orEnded: model.pendingSave)
                } else {
                    await model.pendingSave?.value
                }
            },
            tapRetry: {
                model.retryTapped()
                await clock.untilSleeping(orEnded: model.pendingSave)
            },
            finishHeldSave: {
                clock.advance(by: .seconds(60))
                server.finishHeldSave()
                await server.untilASaveIsHeld(orEnded: model.pendingSave)
            },
            status: { model.status.text },
            savedDrafts: { server.saved },
            noteOnServer: { server.saved.last ?? "" }
        )
    }

    func appsEditorSaves(_ text: String, ofNote noteId: String) async -> String {
        let editor = NoteEditorModel(noteId: noteId)
        editor.textChanged(text)
        editor.retryTapped()
        await editor.pendingSave?.value
        return editor.status.text
    }

    func appsEditorAutosaves(_ text: String, ofNote noteId: String) async -> String {
        let editor = NoteEditorModel(noteId: noteId)
        editor.textChanged(text)
        await editor.pendingSave?.value
        return editor.status.text
    }
}
