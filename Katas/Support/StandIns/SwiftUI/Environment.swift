import Observation

/// A stand-in for SwiftUI's `EnvironmentKey`: a key, and the value a view reads where no ancestor set one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A stand-in for SwiftUI's `EnvironmentValues`: what a view's ancestors set for it. Extend it with a property per key.
public struct EnvironmentValues {
    /// The values set by key, and the `@Observable` objects put in with `.environment(_:)`, by type.
    var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A stand-in for SwiftUI's `@Environment`: a value, or an `@Observable` object, that an ancestor of the view put in
/// its environment. An object no ancestor put there stops the render with SwiftUI's words, which every read throws.
@MainActor
@propertyWrapper
public struct Environment<Value>: HostedProperty {
    private let read: @MainActor (EnvironmentValues) -> Value?
    private let missing: String?
    private let cell = StateCell<Value?>(nil)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        missing = nil
    }

    /// The `@Observable` object of type `type` an ancestor put there.
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        read = { $0.values[ObjectIdentifier(type)] as? Value }
        missing =
            "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be "
            + "missing as an ancestor of this view."
    }

    public var wrappedValue: Value {
        if let value = cell.kept.value ?? read(EnvironmentValues()) { return value }
        preconditionFailure(missing ?? "Environment read outside a view")
    }

    func install(as key: String, in renderer: Renderer) {
        cell.kept = Kept(read(renderer.environment))
        if cell.kept.value == nil, let missing { renderer.fail(missing) }
    }
}
