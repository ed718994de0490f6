import StandIns
import Testability
import WeatherAPI

@testable import Kata3Solution
@testable import Kata3Tests

/// Reaches Kata 3's reference refactoring through its generic screen: made
/// from the API's observation, or from a displayable of the test's own, and
/// read through the labels it shows.
struct SolutionDriver: Kata3Driver {
    let version = Version.solution

    func screen(for json: ObservationJSON) throws -> WeatherScreenUnderTest {
        screenUnderTest(WeatherViewController(displaying: try CurrentObservation(json: json.data())))
    }

    func screen(showing reading: Reading) throws -> WeatherScreenUnderTest {
        screenUnderTest(WeatherViewController(displaying: ReferenceDisplayable(reading)))
    }

    /// The screen copies its displayable's text into its labels, which a
    /// test reads by name (`@testable`), and only where they are on screen.
    private func screenUnderTest<Displayable>(
        _ screen: WeatherViewController<Displayable>
    ) -> WeatherScreenUnderTest {
        let shown = { (label: UILabel) in label.isVisible(in: screen.view) ? label.text ?? "" : "(not on screen)" }
        return WeatherScreenUnderTest(
            appear: { screen.loadViewIfNeeded() },
            city: { shown(screen.cityLabel) },
            weather: { shown(screen.weatherLabel) },
            temperature: { shown(screen.temperatureLabel) },
            lines: { screen.view.shownLines }
        )
    }
}

/// A displayable made up by the test: no JSON, no API model.
private struct ReferenceDisplayable: WeatherDisplayable {
    let location: String
    let weather: String
    let temperatureCelsius: Double

    init(_ reading: Reading) {
        location = reading.location
        weather = reading.weather
        temperatureCelsius = reading.temperatureCelsius
    }
}
