// Kata 6, before: a note editor that saves the draft a moment after the
// member stops typing. This is the learner's code to change.

import Foundation
import NotesService
import Observation
import StandIns

/// The note editor's view model: it holds the draft, saves it to the server
/// once the member pauses, and says how the save went.
@MainActor
@Observable
public final class NoteEditorModel {
    /// How long the member must pause before the draft is saved.
    ///
    /// The story says two seconds; this version waits one, so that a suite
    /// that must wait it out runs in seconds.
    public nonisolated static let autosaveDelay = Duration.seconds(1)

    /// The note being edited.
    public let noteId: String
    /// The draft, as the member last left it.
    public private(set) var text: String
    /// How the latest save went, for the line under the note.
    public private(set) var status = SaveStatus.unsaved

    @ObservationIgnored private var pendingSave: Task<Void, Never>?
    @ObservationIgnored private var runningSave: Task<Void, Never>?

    /// An editor for note `noteId`, whose draft starts as `text`.
    public init(noteId: String, text: String = "") {
        self.noteId = noteId
        self.text = text
    }

    /// Runs on every keystroke: the wait before saving starts again.
    public func textChanged(_ newText: String) {
        text = newText
        pendingSave?.cancel()
        pendingSave = Task {
            do {
                try await Task.sleep(for: Self.autosaveDelay)
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
                try await NotesClient.shared.saveDraft(draft, ofNote: noteId)
                status = .saved(at: Date.now)
            } catch {
                status = .notSaved(reason: error.description)
            }
        }
        runningSave = save
        await save.value
    }
}
