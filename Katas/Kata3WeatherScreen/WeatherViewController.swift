// Kata 3, before: a weather app's one screen, which formats the weather
// API's observation straight into private labels. This is the learner's
// code to change.

import StandIns
import WeatherAPI

/// The weather screen: the city, the sky and the temperature, as the weather
/// API last observed them.
public final class WeatherViewController: UIViewController {
    private let observation: CurrentObservation
    private let cityLabel = UILabel()
    private let weatherLabel = UILabel()
    private let temperatureLabel = UILabel()

    /// A screen for `observation`, as the weather API sent it.
    public init(observation: CurrentObservation) {
        self.observation = observation
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        cityLabel.text = observation.displayLocation.fullName
        weatherLabel.text = observation.weather
        // Whole degrees Celsius; halves round away from zero, and
        // `Int(exactly:)` turns -0 into 0, so -0.4 shows "0°", not "-0°".
        let degrees = observation.temperatureCelsius.rounded()
        let whole = Int(exactly: degrees).map { "\($0)" } ?? "\(degrees)"
        temperatureLabel.text = "\(whole)°"

        view.addSubview(cityLabel)
        view.addSubview(weatherLabel)
        view.addSubview(temperatureLabel)
    }
}
