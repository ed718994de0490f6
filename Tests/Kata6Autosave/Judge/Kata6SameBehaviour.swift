import Foundation
import NotesService
@_spi(Judge) import StandIns
import Testability
import Testing

@testable import Kata6Tests

/// Both versions, whatever `KATAS_VERSION` says: a comparison needs the two.
let bothVersions: [any Kata6Driver] = [KatasDriver(), SolutionDriver()]

/// What a member may leave in a note: a plain draft, one with spaces and a
/// line end around it, and nothing at all.
let leftDrafts = ["Buy milk", "  Call Ana\n", ""]

extension Kata6Wiring {
    /// The before app saved what the member typed once they had paused for
    /// the app's delay, on the real clock, and stamped it with the time on
    /// the device. A refactoring may hand the clock and "now" in, not change
    /// the delay, what is saved or what the status says: the same typing must
    /// give the same saves, after as long, saying the same, on both versions
    /// made with their defaults. Each save goes to a notes server of its own
    /// (a fresh world); all wait at once, so the real second passes once. How
    /// long each waited is what it asked the device's clock for, which no
    /// busy machine stretches; a version that asked none is timed by the wall.
    @Test(
        "Whatever the member leaves in a note, the app's editor made with its defaults saves it as the before app did"
    )
    func sameBehaviour() async throws {
        var saving: [Task<Autosave, any Error>] = []
        for driver in bothVersions {
            for index in leftDrafts.indices {
                let server = World(name: "the notes server of the app on \(driver.version), note \(index + 1)")
                saving.append(Task { try await autosave(leftDrafts[index], number: index, on: driver, at: server) })
            }
        }
        var seen: [Version: [Int: Autosave]] = [:]
        for save in saving {
            let autosave = try await save.value
            seen[autosave.version, default: [:]][autosave.draft] = autosave
        }
        for (index, draft) in leftDrafts.enumerated() {
            guard let onKatas = seen[.katas]?[index], let onSolutions = seen[.solution]?[index] else { continue }
            #expect(
                onKatas.isAlike(onSolutions),
                """
                Leaving \(draft.debugDescription) in a note, the app's editor made with its defaults does otherwise \
                on Solutions than on Katas: \(onKatas.changes(to: onSolutions)). A refactoring must keep what the app does; \
                one of the versions' defaults changed it
                """)
        }
    }

    /// Types `draft`, the `number`th of `leftDrafts`, into the app's editor of
    /// a note of its own on the notes server of `world`, and reads what the
    /// save did once it has ended.
    private func autosave(_ draft: String, number: Int, on driver: any Kata6Driver, at world: World)
        async throws -> Autosave
    {
        let noteId = "note-\(number + 1)"
        return try await world.run {
            let clock = ContinuousClock()
            let typed = (clock.now, Date.now)
            let status = try await driver.appsEditorAutosaves(draft, ofNote: noteId)
            let slept = world.sleeps.map(\.duration)
            let waited = slept.isEmpty ? clock.now - typed.0 : slept.reduce(.zero, +)
            let wall = [typed.1, Date.now].map { date in
                let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
                return "Saved at \(TimeOfDay(parts.hour ?? 0, parts.minute ?? 0))"
            }
            let sent = world.contacts.map(\.what).filter { $0.hasPrefix("PUT /notes/\(noteId) ") }
            return Autosave(
                version: driver.version, draft: number,
                status: wall.contains(status) ? "Saved at the time on the device" : status, waited: waited,
                sent: sent, onServer: try await NotesClient.shared.draft(ofNote: noteId))
        }
    }
}

/// What one autosave of the app's editor did.
struct Autosave: Sendable {
    /// The version that saved.
    let version: Version
    /// Which of `leftDrafts` was typed.
    let draft: Int
    /// The status line once it ended, a time of day that was the device's
    /// at the time said so.
    let status: String
    /// How long it waited: what it asked the device's clock for, or, if it
    /// asked nothing, how long after the keystroke it ended.
    let waited: Duration
    /// What the notes server was sent for the note.
    let sent: [String]
    /// The draft the notes server then held.
    let onServer: String

    /// Whether `other` did the same, its wait within a quarter of a second of
    /// this one's (a wall-timed one waited beside it, on one machine).
    func isAlike(_ other: Autosave) -> Bool {
        status == other.status && sent == other.sent && onServer == other.onServer
            && abs((waited - other.waited) / .milliseconds(1)) <= 250
    }

    /// How `after` differs from this, in words.
    func changes(to after: Autosave) -> String {
        let seconds = { (waited: Duration) in
            "\((waited / .milliseconds(100)).rounded() / 10) s"
        }
        let fields: [(what: String, onKatas: String, onSolutions: String)] = [
            ("it saved after", seconds(waited), seconds(after.waited)),
            ("it sent the notes server", "\(sent)", "\(after.sent)"),
            ("the server then held", onServer.debugDescription, after.onServer.debugDescription),
            ("the status said", status.debugDescription, after.status.debugDescription),
        ]
        return differences(fields)
    }
}
