import Foundation
import Testing
import WeatherAPI

@testable import Kata3Tests

/// The weather API's model, which neither version of the screen changes: it
/// is the same third-party code on both, so these are plain checks, not
/// scenarios run on two versions.
@Suite("Kata 3 · The weather API's model, the same on both versions")
struct ApiModel {
    @Test("The shipped San Francisco fixture parses into the expected fields")
    func sanFrancisco() throws {
        let observation = try ObservationFixture.sanFrancisco.observation()
        #expect(observation.displayLocation.fullName == "San Francisco, CA")
        #expect(observation.displayLocation.city == "San Francisco")
        #expect(observation.displayLocation.countryCode == "US")
        #expect(observation.observationLocation.fullName == "Mission District, San Francisco, California")
        #expect(observation.weather == "Partly Cloudy")
        #expect(observation.temperatureCelsius == 13.4)
        #expect(observation.temperatureFahrenheit == 56.1)
    }

    @Test("The shipped Oslo fixture parses into the expected fields")
    func oslo() throws {
        let observation = try ObservationFixture.oslo.observation()
        #expect(observation.displayLocation.fullName == "Oslo, Norway")
        #expect(observation.displayLocation.countryCode == "NO")
        #expect(observation.observationLocation.fullName == "Blindern, Oslo")
        #expect(observation.weather == "Light Snow")
        #expect(observation.temperatureCelsius == -3.6)
        #expect(observation.temperatureFahrenheit == 25.5)
    }

    @Test(
        "JSON with a missing or mistyped field is rejected with an error that names the field",
        arguments: [
            (ObservationJSON.sanFrancisco.without("temp_c"), WeatherDataError.missingField("temp_c")),
            (.oslo.without("display_location.full"), .missingField("display_location.full")),
            (.sanFrancisco.setting("temp_c", to: .string("13.4")), .mistypedField("temp_c", expected: "a number")),
            (
                .oslo.setting("observation_location.city", to: .number(42)),
                .mistypedField("observation_location.city", expected: "a string")
            ),
        ])
    func rejectsBadJSON(json: ObservationJSON, error: WeatherDataError) throws {
        let data = try json.data()
        #expect(throws: error) { try CurrentObservation(json: data) }
    }

    @Test("Data that is not JSON at all is rejected as such")
    func notJSON() {
        #expect(throws: WeatherDataError.notJSON) { try CurrentObservation(json: Data("weather".utf8)) }
    }
}
