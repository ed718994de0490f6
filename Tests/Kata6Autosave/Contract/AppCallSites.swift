import Kata6
import Observation
import StandIns

/// The app's own call site that the assignment promises to keep short,
/// written as the before code has it: the editor's model, made with nothing
/// but its note's id. If a default argument goes missing, the suite does not
/// build. Nothing here runs; building it is the check.
@MainActor
private func theAppsCallSites() {
    _ = NoteEditorModel(noteId: "note-7")
}

extension KatasDriver {
    /// The editor as the app makes it, typed into and saved with Retry, as
    /// the app's screen would: it waits for the status line, through
    /// Observation, until the save has ended. `Kata6Wiring` runs it; it
    /// uses only the calls the app's screen makes, so it needs no change
    /// while you refactor.
    func appsEditorSaves(_ text: String, ofNote noteId: String) async -> String {
        let editor = NoteEditorModel(noteId: noteId)
        editor.textChanged(text)
        editor.retryTapped()
        return await statusOnceSaved(editor)
    }

    /// The editor as the app makes it, typed into and left alone: it waits,
    /// in real time, until the autosave has ended. `Kata6Wiring` runs it
    /// too, to compare the app's behaviour on both versions.
    func appsEditorAutosaves(_ text: String, ofNote noteId: String) async -> String {
        let editor = NoteEditorModel(noteId: noteId)
        editor.textChanged(text)
        return await statusOnceSaved(editor)
    }

    /// The status line, read through Observation as the app's screen reads
    /// it, once a save has ended.
    private func statusOnceSaved(_ editor: NoteEditorModel) async -> String {
        while ["", "Saving…"].contains(editor.status.text) {
            await withCheckedContinuation { changed in
                _ = withObservationTracking {
                    editor.status.text
                } onChange: {
                    changed.resume()
                }
            }
        }
        return editor.status.text
    }
}
