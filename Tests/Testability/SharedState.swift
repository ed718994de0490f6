import Synchronization

/// Tells the judge that the driver reached state every test shares (a global
/// variable, a singleton, the app's window) while arranging or observing.
///
/// It changes nothing in the verdict: whether the twins disturb each other is
/// measured. It only lets the message name the state they share.
public func touchesGlobal(_ name: String) {
    SharedStateNotes.current?.note(name)
}

/// The names of shared state a driver reached during one measurement.
final class SharedStateNotes: Sendable {
    @TaskLocal static var current: SharedStateNotes?

    private let names = Mutex<[String]>([])

    func note(_ name: String) {
        names.withLock { names in
            if !names.contains(name) { names.append(name) }
        }
    }

    var all: [String] { names.withLock { $0 } }
}
