import Testability
import Testing
import WeatherAPI

/// What a Kata 3 scenario needs from any version of the weather screen. Each
/// version's driver answers it with that version's own API.
protocol Kata3Driver: Sendable, CustomTestStringConvertible {
    /// Which version this driver reaches.
    var version: Version { get }
    /// The weather screen for the observation in `json`, made as the app
    /// makes it: parse the API's JSON, hand the model to the screen.
    func screen(for json: ObservationJSON) throws -> WeatherScreenUnderTest
    /// The weather screen for a reading of the test's own, with no JSON and
    /// no API model in between.
    func screen(showing reading: Reading) throws -> WeatherScreenUnderTest
}

extension Kata3Driver {
    var testDescription: String { version.description }

    /// What the weather API's model makes of `json`: the fields it parsed,
    /// or the reason it refused.
    ///
    /// The model is the same in both versions (it is not the learner's to
    /// change), so both drivers parse the same way.
    func parse(_ json: ObservationJSON) throws -> Parsed {
        let data = try json.data()
        do {
            return .parsed(ParsedObservation(try Observation(json: data)))
        } catch {
            return .rejected(error.description)
        }
    }
}

/// The weather screen, as a scenario drives it.
struct WeatherScreenUnderTest {
    /// Brings the screen up, as the app does before the user sees it.
    let appear: () throws -> Void
    /// The place the screen shows.
    let city: () throws -> String
    /// The weather the screen shows.
    let weather: () throws -> String
    /// The temperature the screen shows.
    let temperature: () throws -> String

    /// All three lines the screen shows.
    func shown() throws -> ShownWeather {
        ShownWeather(city: try city(), weather: try weather(), temperature: try temperature())
    }
}

/// The three lines of text the weather screen shows.
struct ShownWeather: Equatable, CustomStringConvertible {
    var city: String
    var weather: String
    var temperature: String

    var description: String { "\"\(city)\", \"\(weather)\", \"\(temperature)\"" }
}

/// A city, a weather and a temperature that a test makes up, with no JSON.
struct Reading: CustomStringConvertible {
    var location: String
    var weather: String
    var temperatureCelsius: Double

    var description: String { "\(location), \(weather), \(temperatureCelsius) °C" }
}

/// What parsing an observation's JSON came to.
enum Parsed: Equatable, CustomStringConvertible {
    /// The model took it; these are the fields it read.
    case parsed(ParsedObservation)
    /// The model refused it, with this message.
    case rejected(String)

    var description: String {
        switch self {
        case .parsed(let observation): "parsed \(observation)"
        case .rejected(let message): "rejected: \(message)"
        }
    }
}

/// The fields of a parsed observation that a scenario checks.
struct ParsedObservation: Equatable, CustomStringConvertible {
    var place: String
    var city: String
    var countryCode: String
    var station: String
    var weather: String
    var celsius: Double
    var fahrenheit: Double

    var description: String {
        "\"\(place)\" (\(city), \(countryCode)) seen from \"\(station)\": \(weather), \(celsius) °C, \(fahrenheit) °F"
    }
}

extension ParsedObservation {
    /// The fields the model read from the JSON.
    init(_ observation: Observation) {
        place = observation.displayLocation.fullName
        city = observation.displayLocation.city
        countryCode = observation.displayLocation.countryCode
        station = observation.observationLocation.fullName
        weather = observation.weather
        celsius = observation.temperatureCelsius
        fahrenheit = observation.temperatureFahrenheit
    }
}
