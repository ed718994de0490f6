// The weather API's model: an observation and its locations, parsed from the
// API's JSON, and the JSON fixtures the app loads in place of the live API.
//
// This module is not the learner's to change. It is Kata 3's "API": both
// versions of the weather screen use it as it is, and neither changes it.

import Foundation

/// The weather at one place and time, as the weather API reports it under
/// `current_observation`.
///
/// It has no initializer that takes its fields: it is made by parsing the
/// API's JSON. It is the API's model, not the screen's.
public struct CurrentObservation: Equatable, Sendable, Decodable {
    /// The place the reading is for, named for people: "San Francisco, CA".
    public let displayLocation: Location
    /// The weather station that took the reading.
    public let observationLocation: Location
    /// The sky in words: "Partly Cloudy".
    public let weather: String
    /// The air temperature in degrees Celsius.
    public let temperatureCelsius: Double
    /// The same temperature in degrees Fahrenheit, as the API also sends it.
    public let temperatureFahrenheit: Double

    enum CodingKeys: String, CodingKey {
        case displayLocation = "display_location"
        case observationLocation = "observation_location"
        case weather
        case temperatureCelsius = "temp_c"
        case temperatureFahrenheit = "temp_f"
    }

    /// Parses one observation from the API's JSON.
    ///
    /// Throws a `WeatherDataError` that names the field when one is missing
    /// or holds the wrong kind of value.
    public init(json: Data) throws(WeatherDataError) {
        do {
            self = try JSONDecoder().decode(CurrentObservation.self, from: json)
        } catch let error as DecodingError {
            throw WeatherDataError(error)
        } catch {
            throw .notJSON
        }
    }
}
