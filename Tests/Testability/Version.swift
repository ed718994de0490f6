import Foundation
import Testing

/// Which version of a kata a driver reaches: the code before the refactoring
/// or the reference after it. It decides how a broken rule is reported.
public enum Version: String, Sendable, CustomStringConvertible {
    /// `Katas/`: the untestable code the learner changes.
    case katas = "Katas"
    /// `Solutions/`: the reference refactoring.
    case solution = "Solutions"

    public var description: String { rawValue }
}

/// What every kata's driver protocol asks first: which version it reaches.
/// The driver shows as its version in the output ("driver → Katas"), and is
/// encoded as it, so that a test case keeps its id from run to run and an
/// IDE can run one version's case again.
@MainActor
public protocol VersionDriver: Sendable, CustomTestStringConvertible, CustomTestArgumentEncodable {
    /// Which version this driver reaches.
    nonisolated var version: Version { get }
}

extension VersionDriver {
    public nonisolated var testDescription: String { version.description }

    public nonisolated func encodeTestArgument(to encoder: some Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(version.rawValue)
    }
}

/// The drivers a suite runs on: every one, or, when the environment's
/// `KATAS_VERSION` names a version ("Solutions", as the mutation check does,
/// which judges changes to `Solutions/` only), that version's alone.
public func versions<Driver>(_ drivers: [Driver]) -> [Driver] {
    guard let only = ProcessInfo.processInfo.environment["KATAS_VERSION"] else { return drivers }
    return drivers.filter { ($0 as? any VersionDriver)?.version.rawValue == only }
}
