import Foundation

/// Why the weather API's JSON could not become a model: which field was
/// wrong, and how.
public enum WeatherDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A field the model needs is absent or `null`, e.g. "display_location.full".
    case missingField(String)
    /// A field holds the wrong kind of value, e.g. "temp_c" holds a string
    /// where a number belongs.
    case mistypedField(String, expected: String)
    /// The data is not JSON at all.
    case notJSON
    /// No fixture of that name ships with the package.
    case missingFixture(String)

    public var description: String {
        switch self {
        case .missingField(let field):
            "the field \"\(field)\" is missing"
        case .mistypedField(let field, let expected):
            "the field \"\(field)\" should hold \(expected)"
        case .notJSON:
            "the data is not JSON"
        case .missingFixture(let name):
            "no fixture named \"\(name).json\" ships with the package"
        }
    }

    /// The error that names the field a decoding error is about.
    init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            self = .missingField(Self.path(context.codingPath + [key]))
        case .valueNotFound(_, let context):
            self = .missingField(Self.path(context.codingPath))
        case .typeMismatch(let type, let context):
            self = .mistypedField(Self.path(context.codingPath), expected: Self.kind(of: type))
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            self = .mistypedField(Self.path(context.codingPath), expected: "a readable value")
        default:
            self = .notJSON
        }
    }

    /// A field's path as the JSON spells it: "display_location.full".
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map(\.stringValue).joined(separator: ".")
    }

    /// A JSON kind in words: "a number", "a string", "an object".
    private static func kind(of type: Any.Type) -> String {
        if type == Double.self { return "a number" }
        if type == String.self { return "a string" }
        return "an object"
    }
}
