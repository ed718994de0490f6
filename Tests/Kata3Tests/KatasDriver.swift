import StandIns
import Testability
import WeatherAPI

@testable import Kata3

/// Reaches Kata 3's before version the only way it offers: a screen made from
/// the weather API's `Observation`, whose text no test can read.
struct KatasDriver: Kata3Driver {
    let version = Version.katas

    func screen(for json: ObservationJSON) throws -> WeatherScreenUnderTest {
        let screen = WeatherViewController(observation: try Observation(json: json.data()))
        return WeatherScreenUnderTest(
            appear: { screen.loadViewIfNeeded() },
            shown: { throw Self.labelsArePrivate }
        )
    }

    func screen(showing reading: Reading) throws -> WeatherScreenUnderTest {
        throw NoSeam.cannotControl(
            "WeatherViewController(observation:) takes only the weather API's Observation, and an Observation "
                + "can only be parsed from the API's JSON, so a test cannot hand the screen a city, a weather "
                + "and a temperature of its own",
            missing: "an initializer that takes any value with a location, a weather and a temperature "
                + "(a protocol the screen is generic over)"
        )
    }

    /// The before code formats inside `viewDidLoad()`, straight into labels
    /// that only it can name.
    private static let labelsArePrivate = NoSeam.cannotObserve(
        "WeatherViewController formats the observation inside viewDidLoad(), straight into cityLabel, "
            + "weatherLabel and temperatureLabel, which are private; its view holds three unnamed labels, so a "
            + "test cannot tell which one shows the city, the weather or the temperature",
        missing: "the screen's text as values a test can read before they reach a label (a view model, "
            + "or a protocol with the formatting in an extension)"
    )
}
