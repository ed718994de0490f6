import Observation
import Testing

@testable import Testability

/// A model with one line a view observes and one it cannot.
@MainActor
@Observable
private final class Screen {
    var observed = "before"
    @ObservationIgnored var ignored = "before"
}

@MainActor
@Suite("Testability · reading a screen as SwiftUI does")
struct ObservedReadingTests {
    @Test("A change Observation announces reads as it is; one it hides fails the read and names the old value")
    func hiddenChangeFails() throws {
        let screen = Screen()
        let observed = ObservedReading("The observed line") { screen.observed }
        let ignored = ObservedReading("The ignored line") { screen.ignored }
        screen.observed = "after"
        screen.ignored = "after"
        #expect(try observed() == "after")
        let error = #expect(throws: UnobservedChange.self) { try ignored() }
        #expect(error?.description.hasPrefix("The ignored line changed from \"before\" to \"after\"") == true)
        #expect(try ignored() == "after")
    }
}
