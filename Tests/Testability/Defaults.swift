import Foundation

/// What `UserDefaults.standard` holds, kept to find the keys a run left
/// changed: defaults every test in the process shares, and, on a device,
/// every launch of the app after it. (On Linux, `UserDefaults` posts no
/// change notification, so the judge compares what the store holds.)
struct Defaults {
    private let values: [String: Any]

    /// What the store holds now.
    init() {
        values = UserDefaults.standard.dictionaryRepresentation()
    }

    /// Each key whose value differs now from what this snapshot holds, with
    /// what it was and what it is, e.g. `"lastQuery" (was absent, now "fancy")`.
    func changes() -> [(key: String, change: String)] {
        let now = UserDefaults.standard.dictionaryRepresentation()
        return Set(values.keys).union(now.keys).sorted().compactMap { key in
            let was = values[key].map(Self.show)
            let value = now[key].map(Self.show)
            guard was != value else { return nil }
            return (key, "\"\(key)\" (was \(was ?? "absent"), now \(value ?? "absent"))")
        }
    }

    /// Puts `keys` back as this snapshot holds them.
    func restore(_ keys: [String]) {
        for key in keys {
            if let value = values[key] {
                UserDefaults.standard.set(value, forKey: key)
            } else {
                UserDefaults.standard.removeObject(forKey: key)
            }
        }
    }

    /// The breach of isolated for `changes`, left by `who` ("the run", "this
    /// unit test").
    static func breach(_ changes: [(key: String, change: String)], leftBy who: String) -> Breach {
        Breach(
            .isolated,
            cause: "\(who) left UserDefaults.standard changed, which every test shares: "
                + changes.map(\.change).joined(separator: ", "),
            missingSeam: "a defaults store handed to the code (a `UserDefaults(suiteName:)` of the test's own, "
                + "or a double), or the key removed when the test ends")
    }

    /// A value as a message shows it, looking through the optional the
    /// store may box it in.
    private static func show(_ value: Any) -> String {
        switch value {
        case let text as String: "\"\(text)\""
        case let number as Int: "\(number)"
        case let number as Double: "\(number)"
        case let flag as Bool: "\(flag)"
        default: "\(value)"
        }
    }
}
