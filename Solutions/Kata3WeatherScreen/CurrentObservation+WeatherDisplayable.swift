import WeatherAPI

/// The weather API's observation, displayed as the app shows it: the place
/// is the display location's full name, "San Francisco, CA".
extension CurrentObservation: WeatherDisplayable {
    public var location: String {
        displayLocation.fullName
    }
}
