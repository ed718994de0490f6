import Synchronization

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
        value(forKey: key, else: false)
    }

    /// The value stored under `key`, or `fallback` when there is none: in a
    /// world whose shared state starts changed, a flag stored nowhere reads
    /// the other way round, as if another screen had set it.
    func value<Value>(forKey key: String, else fallback: Value) -> Value {
        if let stored = object(forKey: key) as? Value { return stored }
        guard World.current.startsChanged, let flag = fallback as? Bool else { return fallback }
        return !flag as? Value ?? fallback
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
