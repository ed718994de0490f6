import Testability
import WeatherAPI

/// What a Kata 3 scenario needs from any version of the weather screen. Each
/// version's driver answers it with that version's own API.
protocol Kata3Driver: VersionDriver {
    /// The weather screen for the observation in `json`, made as the app
    /// makes it: parse the API's JSON, hand the model to the screen.
    func screen(for json: ObservationJSON) async throws -> WeatherScreenUnderTest
    /// The weather screen for a reading of the test's own, with no JSON and
    /// no API model in between.
    func screen(showing reading: Reading) async throws -> WeatherScreenUnderTest
}

/// The weather screen, as a scenario drives it.
struct WeatherScreenUnderTest {
    /// Brings the screen up, as the app does before the user sees it.
    let appear: @MainActor () async throws -> Void
    /// The place the screen shows.
    let city: @MainActor () async throws -> String
    /// The weather the screen shows.
    let weather: @MainActor () async throws -> String
    /// The temperature the screen shows.
    let temperature: @MainActor () async throws -> String
    /// The text of every label on screen, whatever it is for, sorted: what a
    /// user sees, in no particular order.
    let lines: @MainActor () async throws -> [String]

    /// All three lines the screen shows.
    func shown() async throws -> ShownWeather {
        ShownWeather(city: try await city(), weather: try await weather(), temperature: try await temperature())
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
