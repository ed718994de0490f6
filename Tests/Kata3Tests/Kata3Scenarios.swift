import Testability
import Testing

/// Every driver the scenarios run on: the before version, then the after one.
let drivers: [any Kata3Driver] = [KatasDriver(), SolutionDriver()]

/// Kata 3's behaviours, each written once and run on both versions.
///
/// Serialized like every suite in the workbook: its tests and their cases run
/// one at a time, in order. Kata 3's before code shares no state, so nothing
/// could race here today; the suite stays safe if a refactoring adds a cache
/// or a `static var`, and its output reads in scenario order.
@Suite("Kata 3 · View controller → view model → protocol", .serialized)
struct Kata3Scenarios {
    @Test("The screen shows the place's full name from the API (San Francisco, CA)", arguments: drivers)
    func showsCity(on driver: any Kata3Driver) {
        check(
            driver.version,
            twins: Example(ObservationJSON.sanFrancisco, "San Francisco, CA"), Example(.oslo, "Oslo, Norway"),
            expecting: \.expected
        ) { example in
            let screen = try driver.screen(for: example.input)
            return Probe(act: screen.appear, observe: screen.city)
        }
    }

    @Test("The screen shows the weather in the API's words", arguments: drivers)
    func showsWeather(on driver: any Kata3Driver) {
        check(
            driver.version,
            twins: Example(ObservationJSON.sanFrancisco, "Partly Cloudy"), Example(.oslo, "Light Snow"),
            expecting: \.expected
        ) { example in
            let screen = try driver.screen(for: example.input)
            return Probe(act: screen.appear, observe: screen.weather)
        }
    }

    @Test("The screen shows the temperature in whole degrees Celsius, with a degree sign", arguments: drivers)
    func showsTemperature(on driver: any Kata3Driver) {
        checkTemperature(on: driver, Example(.sanFrancisco, "13°"), Example(.oslo, "-4°"))
    }

    @Test("A temperature halfway between two degrees rounds away from zero", arguments: drivers)
    func roundsHalvesAway(on driver: any Kata3Driver) {
        checkTemperature(
            on: driver, Example(.sanFrancisco.withCelsius(12.5), "13°"), Example(.oslo.withCelsius(-12.5), "-13°"))
    }

    @Test("A temperature below zero keeps its minus sign", arguments: drivers)
    func keepsMinusSign(on driver: any Kata3Driver) {
        checkTemperature(on: driver, Example(.oslo.withCelsius(-7.2), "-7°"), Example(.oslo.withCelsius(-0.6), "-1°"))
    }

    @Test("A temperature that rounds to zero shows 0°, never -0°", arguments: drivers)
    func zeroHasNoSign(on driver: any Kata3Driver) {
        checkTemperature(
            on: driver, Example(.oslo.withCelsius(-0.4), "0°"), Example(.sanFrancisco.withCelsius(0.4), "0°"))
    }

    @Test("The screen can be built from any displayable, without JSON", arguments: drivers)
    func anyDisplayable(on driver: any Kata3Driver) {
        check(
            driver.version,
            twins: Example(
                Reading(location: "Barcelona", weather: "Very Hot", temperatureCelsius: 9001),
                ShownWeather(city: "Barcelona", weather: "Very Hot", temperature: "9001°")
            ),
            Example(
                Reading(location: "Longyearbyen", weather: "Polar Night", temperatureCelsius: -31.5),
                ShownWeather(city: "Longyearbyen", weather: "Polar Night", temperature: "-32°")
            ),
            expecting: \.expected
        ) { example in
            let screen = try driver.screen(showing: example.input)
            return Probe(act: screen.appear, observe: screen.shown)
        }
    }

    @Test("The shipped fixtures parse into the expected fields", arguments: drivers)
    func parsesFixture(on driver: any Kata3Driver) {
        check(
            driver.version,
            twins: Example(
                ObservationJSON.sanFrancisco,
                Parsed.parsed(
                    ParsedObservation(
                        place: "San Francisco, CA", city: "San Francisco", countryCode: "US",
                        station: "Mission District, San Francisco, California", weather: "Partly Cloudy",
                        celsius: 13.4, fahrenheit: 56.1))
            ),
            Example(
                .oslo,
                Parsed.parsed(
                    ParsedObservation(
                        place: "Oslo, Norway", city: "Oslo", countryCode: "NO", station: "Blindern, Oslo",
                        weather: "Light Snow", celsius: -3.6, fahrenheit: 25.5))
            ),
            expecting: \.expected
        ) { example in
            Probe(observe: { try driver.parse(example.input) })
        }
    }

    @Test("JSON with a missing field is rejected with an error that names the field", arguments: drivers)
    func rejectsMissingField(on driver: any Kata3Driver) {
        check(
            driver.version,
            twins: Example(
                ObservationJSON.sanFrancisco.without("temp_c"),
                Parsed.rejected("the field \"temp_c\" is missing")
            ),
            Example(
                .oslo.without("display_location.full"), .rejected("the field \"display_location.full\" is missing")),
            expecting: \.expected
        ) { example in
            Probe(observe: { try driver.parse(example.input) })
        }
    }

    @Test("JSON with a mistyped field is rejected with an error that names the field", arguments: drivers)
    func rejectsMistypedField(on driver: any Kata3Driver) {
        check(
            driver.version,
            twins: Example(
                ObservationJSON.sanFrancisco.setting("temp_c", to: .string("13.4")),
                Parsed.rejected("the field \"temp_c\" should hold a number")
            ),
            Example(
                .oslo.setting("observation_location.city", to: .number(42)),
                .rejected("the field \"observation_location.city\" should hold a string")
            ),
            expecting: \.expected
        ) { example in
            Probe(observe: { try driver.parse(example.input) })
        }
    }
}

/// Checks what the screen shows as the temperature for each twin's JSON.
private func checkTemperature(
    on driver: any Kata3Driver,
    _ first: Example<ObservationJSON, String>,
    _ second: Example<ObservationJSON, String>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    check(driver.version, twins: first, second, expecting: \.expected, sourceLocation: sourceLocation) { example in
        let screen = try driver.screen(for: example.input)
        return Probe(act: screen.appear, observe: screen.temperature)
    }
}
