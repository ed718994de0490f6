import Kata6
import StandIns

/// The app's own call site that the assignment promises to keep short,
/// written as the before code has it: the editor's model, made with nothing
/// but its note's id. If a default argument goes missing, the suite does not
/// build. Nothing here runs; building it is the check.
@MainActor
private func theAppsCallSites() {
    _ = NoteEditorModel(noteId: "note-7")
}
