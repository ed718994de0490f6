import Synchronization

/// A stand-in for SwiftUI's `@AppStorage`: a value kept in the app's
/// defaults (`AppDefaults.standard`), under `key`, across screens and
/// launches. Writing it renders the view again.
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
            _ = writes.value
            return AppDefaults.standard.object(forKey: key) as? Value ?? defaultValue
        }
        nonmutating set {
            AppDefaults.standard.set(newValue, forKey: key)
            writes.value += 1
        }
    }

    /// A binding to the value, for a control such as `Toggle`.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    func install(as key: String, in renderer: Renderer) {
        writes.kept = renderer.kept(key) { Kept(0) }
    }
}

/// A stand-in for the `UserDefaults.standard` that `@AppStorage` keeps its
/// values in: the app's one store of settings, shared by every screen and
/// every test of the process, and kept across launches. A live stand-in of
/// shared state: each read and write is recorded in the running test's
/// world, whoever makes it, and the values live in that world.
///
/// Safe to use from any thread, as `UserDefaults` is.
public final class AppDefaults: Sendable {
    /// The app's defaults.
    public static let standard = AppDefaults()

    private init() {}

    /// The value stored under `key`, if any.
    public func object(forKey key: String) -> (any Sendable)? {
        World.current.note(.read(Self.state(key)))
        return Store.current.values.withLock { $0[key] }
    }

    /// The value stored under `key` as a flag: false when there is none.
    public func bool(forKey key: String) -> Bool {
        object(forKey: key) as? Bool ?? false
    }

    /// Stores `value` under `key`, or removes the key when `value` is nil.
    public func set(_ value: (any Sendable)?, forKey key: String) {
        World.current.note(.write(Self.state(key), "set it to \(value.map { "\($0)" } ?? "nothing")"))
        Store.current.values.withLock { $0[key] = value }
    }

    /// Removes the value stored under `key`.
    public func removeObject(forKey key: String) {
        set(nil, forKey: key)
    }

    private static func state(_ key: String) -> String { "the app's defaults (\"\(key)\")" }

    /// The values of one world.
    private final class Store: Sendable {
        let values = Mutex<[String: any Sendable]>([:])

        static var current: Store { World.current.live(Store.self) { Store() } }
    }
}
