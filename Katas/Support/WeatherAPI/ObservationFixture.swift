import Foundation

/// The observations the package ships as JSON files, which the app loads in
/// place of calling the live weather API.
///
/// The files are package resources, read through `Bundle.module`, so they
/// load the same way on Linux and macOS. They are read-only: every run sees
/// the same data.
public enum ObservationFixture: String, CaseIterable, Sendable {
    /// Partly cloudy San Francisco, 13.4 °C.
    case sanFrancisco = "observation-san-francisco"
    /// Light snow in Oslo, -3.6 °C.
    case oslo = "observation-oslo"

    /// The fixture's JSON, exactly as the API would send it.
    public func json() throws(WeatherDataError) -> Data {
        guard
            let url = Bundle.module.url(forResource: rawValue, withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url)
        else { throw .missingFixture(rawValue) }
        return data
    }

    /// The fixture's observation, parsed.
    public func observation() throws(WeatherDataError) -> CurrentObservation {
        try CurrentObservation(json: json())
    }
}
