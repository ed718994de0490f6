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
    private var held: [CheckedContinuation<Void, Never>] = []
    private var watchers: [Int: CheckedContinuation<Void, Never>] = [:]
    private var watches = 0

    /// A server reached over `network`.
    init(on network: Network) {
        self.network = network
    }

    func saveDraft(_ text: String, ofNote noteId: String) async throws(NotesError) {
        saves += 1
        switch network {
        case .offline: throw .offline
        case .offlineOnce where saves == 1: throw .offline
        case .firstSaveHeld where saves == 1, .everySaveHeld:
            await withCheckedContinuation { continuation in
                held.append(continuation)
                for watcher in watchers.values { watcher.resume() }
                watchers = [:]
            }
        default: break
        }
        saved.append(text)
    }

    /// Lets the oldest slow save land.
    func finishHeldSave() {
        guard !held.isEmpty else { return }
        held.removeFirst().resume()
    }

    /// Returns once a save has reached the server, or `work` has ended.
    func untilASaveArrived(orEnded work: Task<Void, Never>?) async {
        guard saves == 0 else { return }
        await untilWatched(orEnded: work)
    }

    /// Returns once a save is held, or `work` has ended.
    func untilASaveIsHeld(orEnded work: Task<Void, Never>?) async {
        guard held.isEmpty else { return }
        await untilWatched(orEnded: work)
    }

    /// Returns once a save has arrived, or `work` has ended.
    private func untilWatched(orEnded work: Task<Void, Never>?) async {
        watches += 1
        let id = watches
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
