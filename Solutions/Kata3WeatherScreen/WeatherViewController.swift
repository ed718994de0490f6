import StandIns

/// The weather screen: the place, the sky and the temperature of whatever it
/// is given to display.
///
/// A humble object: it copies its displayable's ready-made text into its
/// labels and decides nothing. The decisions (which name, how to round) are
/// the displayable's, where a test reads them.
public final class WeatherViewController<Displayable: WeatherDisplayable>: UIViewController {
    /// What the screen displays.
    public let displayable: Displayable
    let cityLabel = UILabel()
    let weatherLabel = UILabel()
    let temperatureLabel = UILabel()

    /// A screen that displays `displayable`.
    public init(displaying displayable: Displayable) {
        self.displayable = displayable
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        cityLabel.text = displayable.location
        weatherLabel.text = displayable.weather
        temperatureLabel.text = displayable.formattedTemperature

        view.addSubview(cityLabel)
        view.addSubview(weatherLabel)
        view.addSubview(temperatureLabel)
    }
}
