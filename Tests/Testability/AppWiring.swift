import Foundation
@_spi(Judge) @_spi(LiveWorld) import StandIns
import Testing

/// Runs each test it is applied to as the app runs, to check the app's own
/// wiring: what the app gets when it passes nothing. Each test (each case of
/// a parameterized one) gets a world of its own whose live stand-ins start as
/// the app ships them: the toggles as shipped, an empty window, no keychain
/// items, ACME's devices in range.
///
///     @Suite("Kata 1 · The app's wiring, on both versions", .serialized, .appAsShipped)
///
/// Such a check is no unit test, and judges no testability: it touches the
/// live stand-ins on purpose, since the app's wiring is what reaches them.
public struct AppAsShippedTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// The device's time zone in a check of the app's wiring: 9½ hours
    /// behind UTC, so that a calendar pinned to UTC says another time of day
    /// and, for most of the day, another date. It has no summer time, so no
    /// day there is 23 or 25 hours long.
    public static let timeZone = "Pacific/Marquesas"

    public init() {}

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let world = World(name: "the app as shipped, in \"\(test.displayName ?? test.name)\"")
        // Alone: the time zone is the whole process's, and no scenario or
        // learner's test may see it change while it reads the device's.
        await MeasurementLock.shared.acquire(alone: true)
        let device = DeviceTimeZone(moving: Self.timeZone)
        if !device.moved {
            Issue.record(
                """
                This check cannot choose the device's time zone on this toolchain: with TZ set to \(Self.timeZone), \
                TimeZone.current is \(TimeZone.current.identifier) and Calendar.current is in \
                \(Calendar.current.timeZone.identifier), so a default pinned to UTC could pass it unseen
                """, sourceLocation: test.sourceLocation)
        }
        let ran: Result<Void, any Error>
        do {
            try await Watchdog.watch("checking the app's wiring", isolation: nil) { _ in
                try await TheLiveWorld.$checked.withValue(world) {
                    try await world.run(isolation: nil) { try await function() }
                }
            }
            ran = .success(())
        } catch {
            ran = .failure(error)
        }
        if !device.restore() {
            Issue.record(
                """
                This check could not put the machine's time zone back: Calendar.current is in \
                \(Calendar.current.timeZone.identifier), not \(device.machineZone)
                """, sourceLocation: test.sourceLocation)
        }
        await MeasurementLock.shared.release()
        try ran.get()
    }
}

/// The process's time zone, which `TimeZone.current` and `Calendar.current`
/// read from the environment's `TZ` (else the system's) and then cache.
private struct DeviceTimeZone {
    /// The zone the machine was in.
    let machineZone: String
    /// The `TZ` the process had, if any.
    private let variable: String?
    /// Whether `TimeZone.current` and `Calendar.current` moved to the zone.
    let moved: Bool

    /// Moves the process to the zone `identifier`.
    init(moving identifier: String) {
        machineZone = TimeZone.current.identifier
        variable = ProcessInfo.processInfo.environment["TZ"]
        setenv("TZ", identifier, 1)
        moved = Self.settle(in: identifier)
    }

    /// Puts the machine's zone back, and says whether it is.
    func restore() -> Bool {
        if let variable { setenv("TZ", variable, 1) } else { unsetenv("TZ") }
        return Self.settle(in: machineZone)
    }

    /// Empties Foundation's caches of the current time zone and calendar,
    /// and says whether both are now in `identifier`. A calendar another
    /// test made meanwhile, in the zone before, may land in the cache after
    /// it was emptied: so up to three times.
    private static func settle(in identifier: String) -> Bool {
        for _ in 1...3 {
            NSTimeZone.resetSystemTimeZone()
            if TimeZone.current.identifier == identifier, Calendar.current.timeZone.identifier == identifier {
                return true
            }
        }
        return false
    }
}

extension Trait where Self == AppAsShippedTrait {
    /// Runs every test of the suite as the app runs, in a world of its own
    /// whose live stand-ins start as the app ships them.
    public static var appAsShipped: Self { Self() }
}

/// What the app reached in the live world during a check of its wiring.
public enum TheLiveWorld {
    @TaskLocal static var checked: World?

    /// Every contact the app made with a live resource so far in the running
    /// check, oldest first, as the stand-in words it ("network: GET …").
    ///
    /// Only a test marked `.appAsShipped` may ask; anywhere else, in a
    /// scenario's measured run above all, it records a failure and answers
    /// nothing.
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
    /// The version's driver.
    public let driver: Driver
    /// The version the driver reaches.
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
