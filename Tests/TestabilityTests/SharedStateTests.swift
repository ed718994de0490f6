import Testing

@testable import Testability

/// The judge tells the values two twins write into a global apart, so that
/// it can name the global they share.
@Suite("The judge · telling apart the values written into a global")
struct SharedStateTests {
    /// Two objects of one class that describe themselves alike.
    final class AppDelegate: CustomStringConvertible {
        var description: String { "AppDelegate" }
    }

    @Test("Two objects of one class are two values, however they describe themselves; one object is one")
    func objectsByIdentity() {
        let first = AppDelegate()
        let second = AppDelegate()
        #expect(identity(of: first) != identity(of: second))
        #expect(identity(of: first) == identity(of: first))
        #expect(identity(of: Optional(first) as Any) == identity(of: first))
        #expect(identity(of: Optional<AppDelegate>.none as Any) == "nil")
    }

    @Test("Other values are told apart by what they hold", arguments: [(true, false), (false, false)])
    func valuesByDescription(first: Bool, second: Bool) {
        #expect((identity(of: first) == identity(of: second)) == (first == second))
    }
}
