@_spi(Judge) import StandIns
import Testing

/// Judges the tests it is applied to as unit tests, in Swift Testing's own
/// idiom: add `.unitTests` to a suite, and every test in it runs in a world
/// of its own, watched by the same live stand-ins as the scenarios.
///
///     @Suite("Kata 1 · Your tests", .unitTests)
///     struct YourTests { … }
///
/// A test that reached a live resource (the app's window, a server, the
/// keychain, the shared notification centre) is reported with each contact
/// and the global it went through: a unit test must not touch them.
/// Whether a test passes beside the others as it does alone is measured by
/// running them both ways (`swift run katas`), and a test that writes a
/// global is found in its source by the kata's rules check.
public struct UnitTestsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public init() {}

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let world = World(name: "the unit test \"\(test.displayName ?? test.name)\"")
        try await world.run(isolation: nil) {
            try await function()
        }
        let contacts = world.contacts
        guard !contacts.isEmpty else { return }
        Issue.record(Comment(rawValue: Self.message(for: contacts)), sourceLocation: test.sourceLocation)
    }

    /// The report of a test that reached the live world.
    static func message(for contacts: [Contact]) -> String {
        let routes = contacts.map(\.via).uniqued()
        let lines = routes.map { route in
            let seen = contacts.filter { $0.via == route }.map { "\"\($0)\"" }.uniqued()
            return "- this unit test reached \(route): \(seen.prefix(6).joined(separator: ", "))"
                + (seen.count > 6 ? " and \(seen.count - 6) more" : "")
        }
        let seams = routes.map { "Missing seam: a stand-in for \($0), handed to the code" }
        return (["Hermetic rule broken"] + lines + seams)
            .joined(separator: "\n")
    }
}

extension Trait where Self == UnitTestsTrait {
    /// Judges every test of the suite as a unit test: a test that reaches a
    /// live resource fails, with the contact and the seam it went around.
    public static var unitTests: Self { Self() }
}
