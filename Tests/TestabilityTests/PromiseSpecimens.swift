import Foundation
@_spi(LiveWorld) import StandIns
import Testability

/// Specimens of the honest mistakes the judge's promise covers however they
/// are spelled, and honest designs that might look like them.

/// A gate a specimen's late work waits at, opened by the specimen's test,
/// which can then await the work that went through.
@MainActor
final class Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false
    private var work: [Task<Void, Never>] = []

    /// Prints `number` in a `Task` of its own, made in the caller's world, once the gate opens.
    func printWhenOpen(_ number: Int) {
        work.append(
            Task {
                if !isOpen { await withCheckedContinuation { waiting.append($0) } }
                _ = Printer.print(number)
            })
    }

    /// Opens the gate and returns once the late work kept so far has run.
    func openAndAwait() async {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
        for task in work { await task.value }
    }
}

/// Starts its live call in an unstructured `Task` that nobody awaits: the
/// call lands when `gate` opens, after the test has looked.
@MainActor
func callsLiveAfterTheAct(_ gate: Gate, _ input: Int) -> Probe<Int> {
    keeping {
        gate.printWhenOpen(input)
        return input * 2
    }
}

/// Remembers the last number it doubled in the app's defaults, and leaves it
/// there.
@MainActor
func leavesAKeyInTheAppsDefaults(_ input: Int) -> Probe<Int> {
    keeping {
        AppDefaults.standard.set(input, forKey: "specimen.lastDoubled")
        return input * 2
    }
}

/// A design other than the workbook's: the editor's saves go through an
/// actor of their own, off the main actor, and the second does not wait for
/// the first, so an older draft can land after a newer one.
actor SaveQueue {
    func save(_ draft: String, to server: HeldServer) async {
        await server.save(draft)
    }
}

/// A server double whose first save waits until the test lets it land.
@MainActor
final class HeldServer {
    private(set) var note = ""
    private var saves = 0
    private var held: CheckedContinuation<Void, Never>?

    func save(_ draft: String) async {
        saves += 1
        if saves == 1 { await withCheckedContinuation { held = $0 } }
        note = draft
    }

    func release() {
        held?.resume()
        held = nil
    }
}

/// Two drafts saved one after the other, the first held at the server: the
/// newer draft must be the one the server keeps.
@MainActor
func savesWithoutWaiting(_ drafts: [String]) -> Probe<String> {
    let server = HeldServer()
    let queue = SaveQueue()
    return Probe(
        act: {
            Task { await queue.save(drafts[0], to: server) }
            await WorkInFlight.settle()
            Task { await queue.save(drafts[1], to: server) }
            await WorkInFlight.settle()
            server.release()
            await WorkInFlight.settle()
        }, observe: { server.note })
}

/// A registry of the code's own, keyed by object identity: one global, but
/// each screen finds only what it put there.
@MainActor
final class RegisteredScreen {
    static var handlers: [ObjectIdentifier: (Int) -> Int] = [:]
    private(set) var shown = 0

    func tap(_ input: Int) { shown = Self.handlers[ObjectIdentifier(self)]?(input) ?? -1 }
}

@MainActor
func registryKeyedByIdentity(_ input: Int) -> Probe<Int> {
    let screen = RegisteredScreen()
    RegisteredScreen.handlers[ObjectIdentifier(screen)] = { $0 * 2 }
    return Probe(act: { screen.tap(input) }, observe: { screen.shown })
}

/// An app-wide notification centre of the app's own, whose listeners all
/// filter by the object that posts.
@MainActor
enum AppEvents {
    static let centre = NotificationCenter()
    static let doubled = Notification.Name("specimen.doubled")
}

@MainActor
func centreFilteredByObject(_ input: Int) -> Probe<Int> {
    let poster = NSObject()
    let heard = Kept<Int>()
    let token = AppEvents.centre.addObserver(forName: AppEvents.doubled, object: poster, queue: nil) { note in
        heard.add(note.userInfo?["value"] as? Int ?? -1)
    }
    return Probe(
        act: { AppEvents.centre.post(name: AppEvents.doubled, object: poster, userInfo: ["value": input * 2]) },
        observe: {
            AppEvents.centre.removeObserver(token)
            return heard.all.last ?? 0
        })
}

/// Keeps its input in the app's defaults when arranged and reads it back
/// when it acts: the twins overwrite each other's.
@MainActor
func passesItsInputThroughTheAppsDefaults(_ input: Int) -> Probe<Int> {
    AppDefaults.standard.set(input, forKey: "specimen.input")
    return keeping { (AppDefaults.standard.object(forKey: "specimen.input") as? Int ?? 0) * 2 }
}
