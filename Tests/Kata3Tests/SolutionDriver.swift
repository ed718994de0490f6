import StandIns
import Testability
import WeatherAPI

@testable import Kata3Solution

/// Reaches Kata 3's reference refactoring through its generic screen: made
/// from the API's observation, or from a displayable of the test's own, and
/// read through the displayable it shows.
struct SolutionDriver: Kata3Driver {
    let version = Version.solution

    func screen(for json: ObservationJSON) throws -> WeatherScreenUnderTest {
        screenUnderTest(WeatherViewController(displaying: try Observation(json: json.data())))
    }

    func screen(showing reading: Reading) throws -> WeatherScreenUnderTest {
        screenUnderTest(WeatherViewController(displaying: TestDisplayable(reading)))
    }

    /// The screen reads its text from its displayable and copies it into its
    /// labels unchanged, so the displayable is where a test reads it.
    private func screenUnderTest<Displayable>(
        _ screen: WeatherViewController<Displayable>
    ) -> WeatherScreenUnderTest {
        WeatherScreenUnderTest(
            appear: { screen.loadViewIfNeeded() },
            city: { screen.displayable.location },
            weather: { screen.displayable.weather },
            temperature: { screen.displayable.formattedTemperature }
        )
    }
}

/// A displayable made up by the test: no JSON, no API model.
private struct TestDisplayable: WeatherDisplayable {
    let location: String
    let weather: String
    let temperatureCelsius: Double

    init(_ reading: Reading) {
        location = reading.location
        weather = reading.weather
        temperatureCelsius = reading.temperatureCelsius
    }
}
