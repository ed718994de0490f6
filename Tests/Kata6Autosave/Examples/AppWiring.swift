import NotesService
@_spi(Judge) import StandIns
import Testing

@testable import Kata6Solution

/// The reference app's own wiring, checked on its own: the notes client
/// as the editor's server, and the editor's defaults. These checks run
/// against the live stand-in of the notes server, in a world of their own,
/// and judge no testability.
@MainActor
@Suite("Kata 6 · The app's wiring, as the Solutions ship it")
struct AppWiring {
    @Test("The notes client saves the draft of the note it is given")
    func clientSaves() async throws {
        try await World(name: "the notes client").run {
            let notes: any NoteSaving = NotesClient.shared
            try await notes.saveDraft("Buy milk", ofNote: "note-7")
            #expect(try await NotesClient.shared.draft(ofNote: "note-7") == "Buy milk")
            #expect(try await NotesClient.shared.draft(ofNote: "note-8") == "")
        }
    }

    @Test("The editor waits a second, as the story and the app before it do")
    func delay() {
        #expect(NoteEditorModel.autosaveDelay == .seconds(1))
    }

    @Test("The editor starts with the draft it is given, and nothing saved")
    func startsUnsaved() {
        let editor = NoteEditorModel(noteId: "note-7", text: "Buy milk")
        #expect(editor.text == "Buy milk")
        #expect(editor.status.text == "")
        #expect(editor.pendingSave == nil)
    }
}
