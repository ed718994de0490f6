import NotesService
import Observation
import Testability

@testable import Kata6

/// Reaches Kata 6's before version the only ways it offers: its view model,
/// which waits on the real clock, saves through `NotesClient.shared`, and
/// stamps the save with `Date.now`. A test can only watch its status change.
struct KatasDriver: Kata6Driver {
    let version = Version.katas
    var autosaveDelay: Duration { NoteEditorModel.autosaveDelay }

    func editor(on network: Network, at time: TimeOfDay?) throws -> EditorUnderTest {
        guard network == .online else {
            throw NoSeam.cannotControl(
                "`NotesClient.shared` reaches the live server, which answers every save at once; a test can "
                    + "neither take it offline nor hold a save back",
                missing: "the server handed to the view model, which a test answers as it chooses")
        }
        if let time {
            throw NoSeam.cannotControl(
                "the save is stamped with `Date.now`; a test cannot make it \(time)",
                missing: "\"now\" handed to the view model, which a test sets")
        }
        let model = NoteEditorModel(noteId: "note-7")
        return EditorUnderTest(
            type: { model.textChanged($0) },
            pause: { duration in
                guard duration == NoteEditorModel.autosaveDelay else {
                    throw NoSeam.cannotControl(
                        "`textChanged` waits with `Task.sleep(for:)` in a `Task` of its own; a test cannot make "
                            + "\(duration) pass, only wait in real time for the save to end",
                        missing: "a clock handed to the view model, which a test advances, and its work to await")
                }
                // The wait is real: the only way through is to watch the
                // status until the save has ended.
                repeat { await change(of: model) } while !model.status.hasEnded
            },
            tapRetry: {
                model.retryTapped()
                repeat { await change(of: model) } while !model.status.hasEnded
            },
            finishHeldSave: {
                throw NoSeam.cannotControl(
                    "`NotesClient.shared` answers every save at once; a test cannot hold one back",
                    missing: "the server handed to the view model, which a test answers when it chooses")
            },
            status: { model.status.text },
            savedDrafts: {
                throw NoSeam.cannotObserve(
                    "`NotesClient.shared` keeps what it was sent; a test can ask the server only for the latest draft",
                    missing: "the server handed to the view model, which a test can ask what it got")
            },
            noteOnServer: { try await NotesClient.shared.draft(ofNote: "note-7") }
        )
    }
}

extension SaveStatus {
    /// Whether a save has ended, one way or the other.
    fileprivate var hasEnded: Bool {
        switch self {
        case .saved, .notSaved: true
        case .unsaved, .saving: false
        }
    }
}

/// Returns the next time the model's status changes.
@MainActor
private func change(of model: NoteEditorModel) async {
    await withCheckedContinuation { continuation in
        withObservationTracking {
            _ = model.status
        } onChange: {
            continuation.resume()
        }
    }
}
