extension WeatherDisplayable {
    /// The temperature as the screen shows it: whole degrees Celsius with a
    /// degree sign, 13.4 as "13°".
    ///
    /// Halves round away from zero (12.5 is "13°", -12.5 is "-13°"), and a
    /// value that rounds to zero is "0°", never "-0°".
    public var formattedTemperature: String {
        let degrees = temperatureCelsius.rounded()
        // `Int(exactly:)` turns -0 into 0; it is nil only for infinities,
        // NaN and values too large for an `Int`, which keep their own spelling.
        guard let whole = Int(exactly: degrees) else { return "\(degrees)°" }
        return "\(whole)°"
    }
}
