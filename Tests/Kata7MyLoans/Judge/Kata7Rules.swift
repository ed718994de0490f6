import Testability
import Testing

@testable import Kata7Tests

// Kata 7's drivers and your tests, read as source: they must reach the
// code only as a test in an app could. A finding fails at its file and line.
@Suite("Kata 7 · The drivers and your tests keep the rules")
struct Kata7Rules {
    @Test("The drivers and your tests reach the code only as a test in an app could")
    func sourceRules() {
        SourceRules.checkKata()
    }
}
