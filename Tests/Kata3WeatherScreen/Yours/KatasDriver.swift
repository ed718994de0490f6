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
            city: { throw Self.noSeam(label: "cityLabel", showing: "the city's name") },
            weather: { throw Self.noSeam(label: "weatherLabel", showing: "the weather") },
            temperature: { throw Self.noSeam(label: "temperatureLabel", showing: "the formatted temperature") },
            // Every label on screen, read as a bag, not by place: which line
            // is which stays hidden, but what the screen shows as a whole
            // does not.
            lines: {
                screen.view.visible(UILabel.self)
                    .map { $0.text ?? "" }.sorted()
            }
        )
    }

    func screen(showing reading: Reading) throws -> WeatherScreenUnderTest {
        throw NoSeam.cannotControl(
            "`WeatherViewController(observation:)` takes only the weather API's `CurrentObservation`, which is made "
                + "by parsing the API's JSON; this scenario asks for a screen built from a reading with no JSON in "
                + "between, so that a test of the screen does not depend on the API's format",
            missing: "an initializer that takes any value with a place, a weather and a temperature (a protocol "
                + "the screen is generic over, or a view model)"
        )
    }

    /// The before code formats inside `viewDidLoad()`, straight into labels
    /// that only it can name.
    private static func noSeam(label: String, showing text: String) -> NoSeam {
        NoSeam.cannotObserve(
            "`viewDidLoad()` writes \(text) straight into `\(label)`, which is private to `WeatherViewController`, "
                + "and keeps no copy; a test could find it only by its place among the view's subviews, which a "
                + "test should not rely on",
            missing: "\(text) as a value a test can read before it reaches the label (a view model's property, "
                + "or a displayable protocol's)"
        )
    }
}
