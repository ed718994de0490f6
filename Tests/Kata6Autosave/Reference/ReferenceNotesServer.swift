import Kata6Solution
import NotesService

@testable import Kata6Tests

/// A hand-rolled notes server: it answers as the scenario's network would,
/// and remembers every draft that landed. It touches no network.
@MainActor
final class ReferenceNotesServer: NoteSaving {
    /// The drafts that landed, oldest first.
    private(set) var saved: [String] = []
    private let network: Network
    private var saves = 0
    private var held: CheckedContinuation<Void, Never>?
    private var watchers: [Int: CheckedContinuation<Void, Never>] = [:]

    /// A server reached over `network`.
    init(on network: Network) {
        self.network = network
    }

    func saveDraft(_ text: String, ofNote noteId: String) async throws(NotesError) {
        saves += 1
        switch network {
        case .offline: throw .offline
        case .offlineOnce where saves == 1: throw .offline
        case .firstSaveHeld where saves == 1:
            await withCheckedContinuation { continuation in
                held = continuation
                for watcher in watchers.values { watcher.resume() }
                watchers = [:]
            }
        default: break
        }
        saved.append(text)
    }

    /// Lets the slow first save land.
    func finishHeldSave() {
        held?.resume()
        held = nil
    }

    /// Returns once a save has reached the server, or `work` has ended.
    func untilASaveArrived(orEnded work: Task<Void, Never>?) async {
        guard saves == 0 else { return }
        let id = watchers.count + 1
        await withCheckedContinuation { continuation in
            watchers[id] = continuation
            guard let work else { return }
            Task {
                await work.value
                self.watchers.removeValue(forKey: id)?.resume()
            }
        }
    }
}
