import Synchronization

/// Tells the judge that the driver read state every test shares (a global
/// variable, a singleton, the app's window) to arrange or observe a twin.
///
/// It changes nothing in the verdict: whether the twins disturb each other is
/// measured. It only lets the message name the state they share.
public func touchesGlobal(_ name: String) {
    SharedStateNotes.current?.noteRead(name)
}

/// Sets a global the before code reads its input from, and tells the judge.
///
/// Where a version's only input is a global, a driver may set it, but only
/// through this function: every such write breaks the isolated rule ("the
/// test had to set `RemoteFlags.oneTapInCart`, which every test shares"),
/// even when the code copies the value at once and the twins never disturb
/// each other, since a test running at the same moment could change it in
/// between. `name` is how a message names the global.
@MainActor
public func setGlobal<Value>(_ name: String, _ global: inout Value, to value: Value) {
    SharedStateNotes.current?.noteWrite(name, value: identity(of: value))
    global = value
}

/// What tells one value written into a global from another: an object's
/// identity (two objects of one class may describe themselves alike), any
/// other value's description.
func identity(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
        return mirror.children.first.map { identity(of: $0.value) } ?? "nil"
    case .class:
        return "\(type(of: value)) at \(ObjectIdentifier(value as AnyObject).debugDescription)"
    default:
        return String(describing: value)
    }
}

/// The shared state a driver reached during one measurement: the globals it
/// read, and the values it wrote into globals, twin by twin.
final class SharedStateNotes: Sendable {
    @TaskLocal static var current: SharedStateNotes?

    private struct Notes {
        var reads: [String] = []
        var writes: [(twin: Int, name: String, value: String)] = []
        var twin = 0
    }

    private let notes = Mutex(Notes())

    /// Later notes belong to twin number `twin` (0 or 1).
    func startTwin(_ twin: Int) {
        notes.withLock { $0.twin = twin }
    }

    func noteRead(_ name: String) {
        notes.withLock { notes in
            if !notes.reads.contains(name) { notes.reads.append(name) }
        }
    }

    func noteWrite(_ name: String, value: String) {
        notes.withLock { notes in notes.writes.append((notes.twin, name, value)) }
    }

    /// The globals written, each once, in the order first written.
    var written: [String] {
        notes.withLock { $0.writes.map(\.name) }.uniqued()
    }

    /// The state the twins share that could carry one twin's input or
    /// output to the other: the globals read, and the globals written with
    /// different values for each twin.
    var sharedBetweenTwins: [String] {
        let (reads, writes) = notes.withLock { ($0.reads, $0.writes) }
        let differing = writes.map(\.name).uniqued().filter { name in
            let values = { (twin: Int) in writes.filter { $0.twin == twin && $0.name == name }.map(\.value) }
            return values(0) != values(1)
        }
        return differing + reads.filter { !differing.contains($0) }
    }
}

extension Array where Element: Equatable {
    /// The elements, each once, in the order they first appear.
    func uniqued() -> [Element] {
        reduce(into: []) { kept, element in
            if !kept.contains(element) { kept.append(element) }
        }
    }
}
