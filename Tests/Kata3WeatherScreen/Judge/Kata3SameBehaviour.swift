import Testability
import Testing

@testable import Kata3Tests

/// Both versions, whatever `KATAS_VERSION` says: a comparison needs the two.
let bothVersions: [any Kata3Driver] = [KatasDriver(), SolutionDriver()]

/// What the weather API may send: the shipped fixtures, and temperatures at
/// the edges of the formatting (halves, a value that rounds to zero, one too
/// large for 32 bits), a place spelled with spaces around it.
let observations: [ObservationJSON] = [
    .sanFrancisco, .oslo, .oslo.withCelsius(-0.5), .sanFrancisco.withCelsius(0.5), .oslo.withCelsius(-0.49),
    .sanFrancisco.withCelsius(99.5), .oslo.withCelsius(-40), .sanFrancisco.withCelsius(1e10),
    .oslo.withCelsius(1e19), .oslo.setting("display_location.full", to: .string(" Tromsø,  Norway ")),
    .sanFrancisco.setting("weather", to: .string("")),
]

/// The app's weather screen on both versions, made as the app makes it,
/// from the API's JSON. It judges no testability.
@MainActor
@Suite("Kata 3 · The app's behaviour, on both versions", .serialized)
struct Kata3SameBehaviour {
    /// The before app showed the API's place, weather and temperature in its
    /// own words. A refactoring may move the formatting, not change what the
    /// screen shows: the same JSON must show the same lines on both versions.
    @Test(
        "Whatever the weather API sends, the app's screen shows what the before app's did",
        arguments: observations)
    func sameBehaviour(for json: ObservationJSON) async throws {
        var seen: [Version: [String]] = [:]
        for driver in bothVersions {
            let screen = try await driver.screen(for: json)
            try await screen.appear()
            seen[driver.version] = try await screen.lines()
        }
        guard let onKatas = seen[.katas], let onSolutions = seen[.solution] else { return }
        #expect(
            onKatas == onSolutions,
            """
            For \(json), the app's screen shows \(quoted(onKatas)) on Katas and \(quoted(onSolutions)) on Solutions. \
            A refactoring must keep what the app shows; one version formats it otherwise
            """)
    }

    private func quoted(_ lines: [String]) -> String {
        lines.map(\.debugDescription).joined(separator: ", ")
    }
}
