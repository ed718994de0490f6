import StandIns
import Testability
import Testing
import WeatherAPI

@testable import Kata3Solution

/// Unit tests of the weather screen as the refactoring leaves it: any value
/// with a place, a sky and a temperature can be displayed, and the screen
/// only copies what its displayable says. The first three are the talk's own
/// cases, in the workbook's names.
@Suite("Kata 3 · Examples: displaying the weather", .unitTests)
struct WeatherDisplayableTests {
    /// Before: the screen formatted straight into private labels, so no test
    /// could read what it made of an observation.
    @Test("The API's observation displays its place's full name, its weather and its temperature in Celsius")
    func observationIsDisplayable() throws {
        let observation = try ObservationFixture.sanFrancisco.observation()
        #expect(observation.location == "San Francisco, CA")
        #expect(observation.weather == "Partly Cloudy")
        #expect(observation.temperatureCelsius == 13.4)
    }

    /// Before: a test could not make a reading at all without writing the
    /// API's JSON for it.
    @Test("A reading of the test's own, 9001 °C, shows as 9001°")
    func madeUpReading() {
        #expect(Reading(temperatureCelsius: 9001).formattedTemperature == "9001°")
    }

    /// The talk's view-model test expects "56°" for San Francisco, but its
    /// view model formats Celsius (13.4) without a degree sign; 56 is the
    /// Fahrenheit value. The screen shows Celsius: "13°".
    @Test("San Francisco's observation shows 13°, in Celsius, with a degree sign")
    func sanFranciscoTemperature() throws {
        #expect(try ObservationFixture.sanFrancisco.observation().formattedTemperature == "13°")
    }

    /// Before: the rounding happened inside `viewDidLoad()`, out of a test's
    /// reach.
    @Test(
        "Whole degrees: halves round away from zero, and nothing shows -0°",
        arguments: [
            (12.5, "13°"), (-12.5, "-13°"), (12.4, "12°"), (0.4, "0°"), (-0.4, "0°"), (-0.6, "-1°"), (-3.6, "-4°"),
        ])
    func rounding(celsius: Double, shown: String) {
        #expect(Reading(temperatureCelsius: celsius).formattedTemperature == shown)
    }

    /// Before: the same; and a reading the API never sends could not be made.
    @Test("A temperature too large for whole degrees keeps its own spelling")
    func notAWholeNumber() {
        #expect(Reading(temperatureCelsius: .infinity).formattedTemperature == "inf°")
    }
}

/// The screen itself: a humble object, checked once for what it shows.
@MainActor
@Suite("Kata 3 · Examples: the weather screen", .unitTests)
struct WeatherViewControllerTests {
    /// The talk's own case. Before: the screen took only the API's model.
    @Test("A screen keeps the displayable it is given")
    func keepsItsDisplayable() {
        let reading = Reading(temperatureCelsius: 21)
        #expect(WeatherViewController(displaying: reading).displayable == reading)
    }

    /// Before: the labels were private and unnamed to a test.
    @Test("Once loaded, the screen shows each line in its own label, on screen")
    func showsItsLines() {
        let screen = WeatherViewController(
            displaying: Reading(location: "Longyearbyen", weather: "Polar Night", temperatureCelsius: -31.5))
        screen.loadViewIfNeeded()
        #expect(screen.cityLabel.text == "Longyearbyen")
        #expect(screen.weatherLabel.text == "Polar Night")
        #expect(screen.temperatureLabel.text == "-32°")
        #expect(
            [screen.cityLabel, screen.weatherLabel, screen.temperatureLabel].allSatisfy {
                $0.isVisible(in: screen.view)
            })
    }
}

/// A reading made up by the test: no JSON, no API model.
struct Reading: WeatherDisplayable, Equatable {
    var location = "Oslo, Norway"
    var weather = "Light Snow"
    var temperatureCelsius: Double
}
