import Foundation
@_spi(Judge) @_spi(LiveWorld) import StandIns
import Testing

/// Runs each test it is applied to as the app runs, to check the app's own
/// wiring: what the app gets when it passes nothing. Each test (each case of
/// a parameterized one) gets a world of its own whose live stand-ins start as
/// the app ships them. Such a check is no unit test, and judges no
/// testability: it touches the live stand-ins on purpose, since the app's
/// wiring is what reaches them.
public struct AppAsShippedTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public init() {}

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        DeviceTimeZone.enter(sourceLocation: test.sourceLocation)
        let world = World(name: "the app as shipped, in \"\(test.displayName ?? test.name)\"")
        // No lock: a scenario measured meanwhile may stretch the app's real
        // waits, but a check reads how long the app asked the device's clock
        // to wait, not the wall; its contacts land in its own world.
        try await Watchdog.watch("checking the app's wiring", isolation: nil) { _ in
            try await TheLiveWorld.$checked.withValue(world) {
                try await world.run(isolation: nil) { try await function() }
            }
        }
    }
}

extension Trait where Self == AppAsShippedTrait {
    /// Runs every test of the suite as the app runs: see `AppAsShippedTrait`.
    public static var appAsShipped: Self { Self() }
}

/// What the app reached in the live world during a check of its wiring.
public enum TheLiveWorld {
    @TaskLocal static var checked: World?

    /// Every contact the app made with a live resource so far in the running
    /// check, oldest first, as the stand-in words it ("network: GET …"). Only
    /// a test marked `.appAsShipped` may ask; anywhere else, in a scenario's
    /// measured run above all, it records a failure and answers nothing.
    public static func contacts(sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        guard let world = checked, World.current === world else {
            Issue.record(
                "Only a check of the app's wiring, marked .appAsShipped, may read the live world's contacts",
                sourceLocation: sourceLocation)
            return []
        }
        return world.contacts.map(\.description)
    }
}

/// One version of the app, as a check of the app's wiring runs it: it shows
/// as "the app on Katas" or "the app on Solutions", never as a scenario's
/// case, so the progress view and the verdict tables do not count it as one.
public struct TheApp<Driver: Sendable>: Sendable, CustomTestStringConvertible, CustomTestArgumentEncodable {
    public let driver: Driver
    public let version: Version

    public init(_ driver: Driver, on version: Version) {
        self.driver = driver
        self.version = version
    }

    public var testDescription: String { "the app on \(version)" }

    public func encodeTestArgument(to encoder: some Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("app-\(version.rawValue)")
    }
}
