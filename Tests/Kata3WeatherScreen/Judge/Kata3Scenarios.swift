import Testability
import Testing

@testable import Kata3Tests

/// Every driver the scenarios run on: the before version, then the after one.
let drivers: [any Kata3Driver] = versions([KatasDriver(), SolutionDriver()])

/// Kata 3's behaviours, each written once and run on both versions.
///
/// Serialized like every suite in the workbook: its tests and their cases run
/// one at a time, in order. Kata 3's before code shares no state, so nothing
/// could race here today; the suite stays safe if a refactoring adds a cache
/// or a `static var`, and its output reads in scenario order.
@MainActor
@Suite("Kata 3 · View controller → view model → protocol", .serialized)
struct Kata3Scenarios {
    @Test("The screen shows the place's full name from the API, as the API spells it", arguments: drivers)
    func showsCity(on driver: any Kata3Driver) async {
        await check(
            driver.version,
            twins: Example(ObservationJSON.sanFrancisco, "San Francisco, CA"),
            Example(
                .oslo.setting("display_location.full", to: .string("Tromsø, Troms og Finnmark")),
                "Tromsø, Troms og Finnmark"),
            expecting: \.expected
        ) { example in
            let screen = try await driver.screen(for: example.input)
            return Probe(act: screen.appear, observe: screen.city)
        }
    }

    @Test("The screen shows the weather in the API's words", arguments: drivers)
    func showsWeather(on driver: any Kata3Driver) async {
        await check(
            driver.version,
            twins: Example(ObservationJSON.sanFrancisco, "Partly Cloudy"), Example(.oslo, "Light Snow"),
            expecting: \.expected
        ) { example in
            let screen = try await driver.screen(for: example.input)
            return Probe(act: screen.appear, observe: screen.weather)
        }
    }

    @Test("The screen shows the temperature in whole degrees Celsius, with a degree sign", arguments: drivers)
    func showsTemperature(on driver: any Kata3Driver) async {
        await checkTemperature(on: driver, Example(.sanFrancisco, "13°"), Example(.oslo, "-4°"))
    }

    @Test("A temperature halfway between two degrees rounds away from zero", arguments: drivers)
    func roundsHalvesAway(on driver: any Kata3Driver) async {
        await checkTemperature(
            on: driver, Example(.sanFrancisco.withCelsius(12.5), "13°"), Example(.oslo.withCelsius(-12.5), "-13°"))
    }

    @Test("A temperature below zero keeps its minus sign", arguments: drivers)
    func keepsMinusSign(on driver: any Kata3Driver) async {
        await checkTemperature(
            on: driver, Example(.oslo.withCelsius(-7.2), "-7°"), Example(.oslo.withCelsius(-0.6), "-1°"))
    }

    @Test("A temperature that rounds to zero shows 0°, never -0°", arguments: drivers)
    func zeroHasNoSign(on driver: any Kata3Driver) async {
        // Both twins show 0°; the place and the weather make each outcome the twin's own.
        await check(
            driver.version,
            twins: Example(
                ObservationJSON.oslo.withCelsius(-0.4),
                ShownWeather(city: "Oslo, Norway", weather: "Light Snow", temperature: "0°")),
            Example(
                .sanFrancisco.withCelsius(0.4),
                ShownWeather(city: "San Francisco, CA", weather: "Partly Cloudy", temperature: "0°")),
            expecting: \.expected
        ) { example in
            let screen = try await driver.screen(for: example.input)
            return Probe(act: screen.appear, observe: screen.shown)
        }
    }

    @Test("The screen shows its three lines and nothing else, a temperature of exactly 0° included", arguments: drivers)
    func showsThreeLines(on driver: any Kata3Driver) async {
        await check(
            driver.version,
            twins: Example(ObservationJSON.sanFrancisco, ["13°", "Partly Cloudy", "San Francisco, CA"]),
            Example(.oslo.withCelsius(0), ["0°", "Light Snow", "Oslo, Norway"]),
            expecting: \.expected
        ) { example in
            let screen = try await driver.screen(for: example.input)
            return Probe(act: screen.appear, observe: screen.lines)
        }
    }

    @Test("A temperature too large for whole degrees keeps its own spelling", arguments: drivers)
    func hugeTemperature(on driver: any Kata3Driver) async {
        await check(
            driver.version,
            twins: Example(
                Reading(location: "The Sun's core", weather: "Plasma", temperatureCelsius: 1e300), "1e+300°"),
            Example(Reading(location: "Nowhere", weather: "Unknown", temperatureCelsius: -.infinity), "-inf°"),
            expecting: \.expected
        ) { example in
            let screen = try await driver.screen(showing: example.input)
            return Probe(act: screen.appear, observe: screen.temperature)
        }
    }

    @Test("The screen can be built from any displayable, without JSON", arguments: drivers)
    func anyDisplayable(on driver: any Kata3Driver) async {
        await check(
            driver.version,
            twins: Example(
                Reading(location: "Barcelona", weather: "Very Hot", temperatureCelsius: 9001),
                ShownWeather(city: "Barcelona", weather: "Very Hot", temperature: "9001°")
            ),
            Example(
                // The weather exactly as the reading words it, lower case included.
                Reading(location: "Longyearbyen", weather: "polar night", temperatureCelsius: -31.5),
                ShownWeather(city: "Longyearbyen", weather: "polar night", temperature: "-32°")
            ),
            expecting: \.expected
        ) { example in
            let screen = try await driver.screen(showing: example.input)
            return Probe(act: screen.appear, observe: screen.shown)
        }
    }
}

/// Checks what the screen shows as the temperature for each twin's JSON.
@MainActor
private func checkTemperature(
    on driver: any Kata3Driver,
    _ first: Example<ObservationJSON, String>,
    _ second: Example<ObservationJSON, String>,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    await check(driver.version, twins: first, second, expecting: \.expected, sourceLocation: sourceLocation) {
        example in
        let screen = try await driver.screen(for: example.input)
        return Probe(act: screen.appear, observe: screen.temperature)
    }
}
