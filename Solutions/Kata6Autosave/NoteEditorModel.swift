import Foundation
import NotesService
import Observation
import StandIns

/// The note editor's view model: it holds the draft, saves it to the server
/// once the member pauses, and says how the save went.
///
/// The server, the clock it waits on, the time it stamps a save with and the
/// calendar it says that time in are handed in; the app's defaults are the
/// live ones.
@MainActor
@Observable
public final class NoteEditorModel {
    /// How long the member must pause before the draft is saved.
    public nonisolated static let autosaveDelay = Duration.seconds(1)

    /// The note being edited.
    public let noteId: String
    /// The draft, as the member last left it.
    public private(set) var text: String
    /// How the latest save went, for the line under the note.
    public private(set) var status = SaveStatus.unsaved
    /// The wait and save the latest keystroke or retry started, if any: a
    /// test awaits it to know the work has ended.
    @ObservationIgnored public private(set) var pendingSave: Task<Void, Never>?

    @ObservationIgnored private var runningSave: Task<Void, Never>?
    @ObservationIgnored private let notes: any NoteSaving
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private let calendar: Calendar

    /// An editor for note `noteId`, whose draft starts as `text`.
    ///
    /// - Parameters:
    ///   - notes: Where drafts are saved: the notes service, unless a test
    ///     says otherwise.
    ///   - clock: The clock the autosave waits on.
    ///   - now: The time a finished save is stamped with.
    ///   - calendar: The calendar, and its time zone, the status line says
    ///     that time in: the device's, unless a test says otherwise.
    public init(
        noteId: String,
        text: String = "",
        notes: any NoteSaving = NotesClient.shared,
        clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date.now },
        calendar: Calendar = .current
    ) {
        self.noteId = noteId
        self.text = text
        self.notes = notes
        self.clock = clock
        self.now = now
        self.calendar = calendar
    }

    /// Runs on every keystroke: the wait before saving starts again.
    public func textChanged(_ newText: String) {
        text = newText
        pendingSave?.cancel()
        pendingSave = Task {
            do {
                try await clock.sleep(for: Self.autosaveDelay)
            } catch {
                return
            }
            await save(newText)
        }
    }

    /// Runs when the member taps "Retry" under a failed save: saves at once.
    public func retryTapped() {
        pendingSave?.cancel()
        let draft = text
        pendingSave = Task { await save(draft) }
    }

    /// Saves `draft` once any save still running has ended, so that the
    /// server never gets an older draft after a newer one.
    private func save(_ draft: String) async {
        let previous = runningSave
        let save = Task {
            await previous?.value
            status = .saving
            do throws(NotesError) {
                try await notes.saveDraft(draft, ofNote: noteId)
                status = .saved(at: now(), calendar: calendar)
            } catch {
                status = .notSaved(reason: error.description)
            }
        }
        runningSave = save
        await save.value
    }
}
