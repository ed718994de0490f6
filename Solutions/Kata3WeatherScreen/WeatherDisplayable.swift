// Kata 3, after: the weather screen is generic over a small protocol, so
// anything with a location, a weather and a temperature can fill it, and
// the formatting lives in the protocol's extension, where a test reads it.

/// What the weather screen displays, and all it needs to know.
///
/// The weather API's `CurrentObservation` is one such value; a test brings its own.
public protocol WeatherDisplayable {
    /// The place, named for people: "San Francisco, CA".
    var location: String { get }
    /// The sky in words: "Partly Cloudy".
    var weather: String { get }
    /// The air temperature in degrees Celsius.
    var temperatureCelsius: Double { get }
}
