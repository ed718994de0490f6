/// A stand-in for SwiftUI's `@AppStorage`: a value kept under `key` in the app's defaults (`AppDefaults.standard`),
/// across screens and launches. Writing it renders the view again.
@MainActor
@propertyWrapper
public struct AppStorage<Value: Sendable>: HostedProperty {
    private let key: String
    private let defaultValue: Value
    private let writes = StateCell(0)
    /// The value under `key`, or `wrappedValue` while the defaults hold none.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        defaultValue = wrappedValue
    }

    public var wrappedValue: Value {
        get {
            _ = writes.kept.value
            return AppDefaults.standard.value(forKey: key, else: defaultValue)
        }

        nonmutating set {
            AppDefaults.standard.set(newValue, forKey: key)
            writes.kept.value += 1
        }
    }

    public var projectedValue: Binding<Value> { Binding(get: { wrappedValue }, set: { wrappedValue = $0 }) }
    func install(as key: String, in renderer: Renderer) { writes.kept = renderer.kept(key) { writes.kept } }
}
