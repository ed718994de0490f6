import Observation
import Synchronization

/// Reads what the view model offers a screen the way a SwiftUI screen reads
/// it: through Observation. Each read observes what it touched; the next
/// read checks that a value that changed in between told its observers,
/// since a screen that observes the model would otherwise go on showing the
/// old one.
@MainActor
final class ReferenceObservedReading<Value: Equatable & Sendable> {
    private let name: String
    private let read: @MainActor () -> Value
    private let said: (Value) -> String
    private var shown: Value
    private var told: ReferenceTold

    /// Reads `name` with `read` once now, as a screen that appears does;
    /// `said` puts a value in words, for a message.
    init(_ name: String, said: @escaping (Value) -> String, _ read: @escaping @MainActor () -> Value) {
        self.name = name
        self.read = read
        self.said = said
        (shown, told) = Self.observe(read)
    }

    /// The value now; throws when it changed since the last read and no
    /// observer was told.
    func callAsFunction() throws -> Value {
        let wasTold = told.isSet
        let (value, observing) = Self.observe(read)
        defer { (shown, told) = (value, observing) }
        guard value == shown || wasTold else {
            throw ReferenceUnobservedChange(name: name, from: said(shown), to: said(value))
        }
        return value
    }

    private static func observe(_ read: @MainActor () -> Value) -> (Value, ReferenceTold) {
        let told = ReferenceTold()
        let value = withObservationTracking {
            read()
        } onChange: {
            told.set()
        }
        return (value, told)
    }
}

/// A value the view model offers a screen changed, and Observation told
/// nobody.
struct ReferenceUnobservedChange: Error, CustomStringConvertible {
    let name: String
    let from: String
    let to: String

    var description: String {
        "\(name) changed from \(from) to \(to) and Observation told no observer: a screen that observes the view "
            + "model, a SwiftUI one, would still show \(from) (is it `@ObservationIgnored`, or the model not "
            + "`@Observable`?)"
    }
}

/// Whether an observer was told of a change; set from any thread.
private final class ReferenceTold: Sendable {
    private let flag = Mutex(false)

    func set() { flag.withLock { $0 = true } }
    var isSet: Bool { flag.withLock { $0 } }
}
