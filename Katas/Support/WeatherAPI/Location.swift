/// A place, as the weather API describes it.
public struct Location: Equatable, Sendable, Decodable {
    /// The name to show people: "San Francisco, CA".
    public let fullName: String
    /// The city alone: "San Francisco".
    public let city: String
    /// The state or region, empty where there is none: "CA".
    public let state: String
    /// The country's ISO 3166 code: "US".
    public let countryCode: String
    /// The latitude in degrees, as the API sends it: a string.
    public let latitude: String
    /// The longitude in degrees, as the API sends it: a string.
    public let longitude: String

    enum CodingKeys: String, CodingKey {
        case fullName = "full"
        case city
        case state
        case countryCode = "country_iso3166"
        case latitude
        case longitude
    }
}
