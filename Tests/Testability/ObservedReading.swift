import Observation
import Synchronization

/// Reads what a screen shows the way SwiftUI reads a view model: through
/// Observation. Each read observes what it touched; the next read checks
/// that a value that changed in between told its observers, since a view
/// would otherwise go on showing the old one.
@MainActor
public final class ObservedReading<Value: Equatable & Sendable> {
    private let name: String
    private let said: (Value) -> String
    private let read: @MainActor () -> Value
    private var shown: Value
    private var told: Told

    /// Reads `name` with `read` once now, as a view that appears does; `said`
    /// puts a value in words, for a message (quoted, unless said otherwise).
    public init(
        _ name: String, said: @escaping (Value) -> String = { "\"\($0)\"" }, _ read: @escaping @MainActor () -> Value
    ) {
        self.name = name
        self.said = said
        self.read = read
        (shown, told) = Self.observe(read)
    }

    /// The value now; throws when it changed since the last read and no
    /// observer was told.
    public func callAsFunction() throws -> Value {
        let wasTold = told.isSet
        let (value, observing) = Self.observe(read)
        defer { (shown, told) = (value, observing) }
        guard value == shown || wasTold else {
            throw UnobservedChange(name: name, from: said(shown), to: said(value))
        }
        return value
    }

    /// Reads the value and observes what the read touched.
    private static func observe(_ read: @MainActor () -> Value) -> (Value, Told) {
        let told = Told()
        let value = withObservationTracking {
            read()
        } onChange: {
            told.set()
        }
        return (value, told)
    }
}

/// A value on screen changed and Observation told nobody.
public struct UnobservedChange: Error, CustomStringConvertible {
    let name: String
    let from: String
    let to: String

    public var description: String {
        "\(name) changed from \(from) to \(to) and Observation told no observer: a SwiftUI view reading it would "
            + "still show \(from) (is it `@ObservationIgnored`, kept outside the `@Observable` model, or the model "
            + "not `@Observable`?)"
    }
}

/// Whether an observer was told of a change; set from any thread.
private final class Told: Sendable {
    private let flag = Mutex(false)

    func set() { flag.withLock { $0 = true } }
    var isSet: Bool { flag.withLock { $0 } }
}
