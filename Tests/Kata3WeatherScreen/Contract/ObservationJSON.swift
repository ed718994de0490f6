import Foundation
import WeatherAPI

/// The weather API's JSON for one observation, as a scenario makes it: one of
/// the shipped fixtures, maybe with a field changed or taken out.
///
/// The edits are made on the parsed JSON and written back, so a scenario
/// names only the field it is about.
struct ObservationJSON: CustomStringConvertible, Sendable {
    private let fixture: ObservationFixture
    private let edits: [Edit]

    private enum Edit: Sendable {
        case set(field: String, to: JSONValue)
        case remove(field: String)
    }

    /// A JSON value a scenario writes into a field.
    enum JSONValue: Sendable, CustomStringConvertible {
        case number(Double)
        case string(String)

        var description: String {
            switch self {
            case .number(let number): "\(number)"
            case .string(let text): "the string \"\(text)\""
            }
        }

        fileprivate var object: Any {
            switch self {
            case .number(let number): number
            case .string(let text): text
            }
        }
    }

    private init(_ fixture: ObservationFixture, edits: [Edit] = []) {
        self.fixture = fixture
        self.edits = edits
    }

    /// Partly cloudy San Francisco, 13.4 °C, as shipped.
    static let sanFrancisco = ObservationJSON(.sanFrancisco)
    /// Light snow in Oslo, -3.6 °C, as shipped.
    static let oslo = ObservationJSON(.oslo)

    /// This JSON with `field` (a dotted path, "display_location.full") set to `value`.
    func setting(_ field: String, to value: JSONValue) -> ObservationJSON {
        ObservationJSON(fixture, edits: edits + [.set(field: field, to: value)])
    }

    /// This JSON with "temp_c" set to `celsius`.
    func withCelsius(_ celsius: Double) -> ObservationJSON {
        setting("temp_c", to: .number(celsius))
    }

    /// This JSON without `field` (a dotted path, "display_location.full").
    func without(_ field: String) -> ObservationJSON {
        ObservationJSON(fixture, edits: edits + [.remove(field: field)])
    }

    var description: String {
        let name =
            switch fixture {
            case .sanFrancisco: "the San Francisco fixture"
            case .oslo: "the Oslo fixture"
            }
        let changes = edits.map { edit in
            switch edit {
            case .set(let field, let value): "\(field) = \(value)"
            case .remove(let field): "without \(field)"
            }
        }
        return changes.isEmpty ? name : "\(name), \(changes.joined(separator: ", "))"
    }

    /// The JSON's bytes, edits applied.
    func data() throws -> Data {
        let shipped = try fixture.json()
        guard !edits.isEmpty else { return shipped }
        guard var object = try JSONSerialization.jsonObject(with: shipped) as? [String: Any] else {
            throw FixtureEditError(fixture: fixture.rawValue)
        }
        for edit in edits {
            switch edit {
            case .set(let field, let value):
                Self.edit(&object, at: field.split(separator: ".").map(String.init), putting: value.object)
            case .remove(let field):
                Self.edit(&object, at: field.split(separator: ".").map(String.init), putting: nil)
            }
        }
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    /// Puts `value` at `path` in `object`, or removes what is there when `value` is nil.
    private static func edit(_ object: inout [String: Any], at path: [String], putting value: Any?) {
        guard let key = path.first else { return }
        guard path.count > 1 else {
            object[key] = value
            return
        }
        var inner = object[key] as? [String: Any] ?? [:]
        edit(&inner, at: Array(path.dropFirst()), putting: value)
        object[key] = inner
    }
}

/// A shipped fixture whose top level is not a JSON object, so it cannot be edited.
struct FixtureEditError: Error, CustomStringConvertible {
    let fixture: String

    var description: String { "the fixture \(fixture).json is not a JSON object" }
}
