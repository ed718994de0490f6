import StandIns
import Testability
import WeatherAPI

@testable import Kata3

/// Reaches Kata 3's before version the only way it offers: a screen made from
/// the weather API's `CurrentObservation`, whose text no test can read.
struct KatasDriver: Kata3Driver {
    let version = Version.katas

    func screen(for json: ObservationJSON) throws -> WeatherScreenUnderTest {
        let screen = WeatherViewController(observation: try CurrentObservation(json: json.data()))
        return WeatherScreenUnderTest(
            appear: { screen.loadViewIfNeeded() },
            city: { throw privateLabel("cityLabel", showing: "the city's name") },
            weather: { throw privateLabel("weatherLabel", showing: "the weather") },
            temperature: { throw privateLabel("temperatureLabel", showing: "the formatted temperature") },
            lines: { screen.view.shownLines }  // a bag of labels: which line is which stays hidden
        )
    }

    func screen(showing reading: Reading) throws -> WeatherScreenUnderTest {
        throw NoSeam.cannotControl(
            "`WeatherViewController(observation:)` takes only the API's `CurrentObservation`, parsed from its JSON; "
                + "a test cannot build the screen from a reading of its own, free of the API's format",
            missing: "an initializer that takes any place, weather and temperature (a protocol or a view model)")
    }

    private func privateLabel(_ label: String, showing text: String) -> NoSeam {
        NoSeam.cannotObserve(
            "`viewDidLoad()` writes \(text) into the private `\(label)` and keeps no copy; a test could "
                + "find it only by its place among the view's subviews, which a test should not rely on",
            missing: "\(text) as a value a test can read (a view model's property, or a displayable protocol's)")
    }
}
