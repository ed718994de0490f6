import Observation

/// A stand-in for SwiftUI's `@State`: a value a view owns. The host keeps it while the view stays where it is on the
/// screen, and renders the view again when it changes.
@MainActor
@propertyWrapper
public struct State<Value>: HostedProperty {
    let cell: StateCell<Value>
    public init(wrappedValue: Value) { cell = StateCell(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    public var wrappedValue: Value {
        get { cell.kept.value }
        nonmutating set { cell.kept.value = newValue }
    }

    public var projectedValue: Binding<Value> { Binding(get: { cell.kept.value }, set: { cell.kept.value = $0 }) }
    func install(as key: String, in renderer: Renderer) { cell.kept = renderer.kept(key) { cell.kept } }
}

/// Where a view's copy finds its value: in a box of its own, until the host hands it the one kept for the view's place.
@MainActor
final class StateCell<Value> {
    var kept: Kept<Value>
    init(_ value: Value) { kept = Kept(value) }
}

/// A value the host keeps for a view, observed, so that a change renders the view again.
@MainActor
@Observable
final class Kept<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A stand-in for SwiftUI's `Binding`: reads and writes a value kept elsewhere.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: @MainActor () -> Value
    private let set: @MainActor (Value) -> Void
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(
            get: { get()[keyPath: keyPath] },
            set: { member in
                var value = get()
                value[keyPath: keyPath] = member
                set(value)
            })
    }
}

/// A stand-in for SwiftUI's `@Bindable`: bindings to an `@Observable` object's properties, as in `$model.flag`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
