import Foundation

/// The workbook's six katas: each one's number, title, and how many tests
/// of their own a learner writes at least (each kata's `YourTests.swift`
/// lists the cases).
public struct KataInfo: Sendable {
    public let number: Int
    public let title: String
    public let minimumOwnTests: Int

    public static let all = [
        KataInfo(number: 1, title: "One-tap checkout: an enum API → a struct", minimumOwnTests: 4),
        KataInfo(number: 2, title: "Search results: a static method → an injected function", minimumOwnTests: 4),
        KataInfo(
            number: 3, title: "The weather screen: a view controller → a view model → a protocol", minimumOwnTests: 3),
        KataInfo(number: 4, title: "The remote detonator: an SDK singleton → a protocol", minimumOwnTests: 3),
        KataInfo(number: 5, title: "Plotline's sign-in: app delegate callbacks → notifications", minimumOwnTests: 3),
        KataInfo(
            number: 6, title: "Autosave: Task.sleep and Date.now → a clock and a server handed in", minimumOwnTests: 3),
    ]

    /// The kata's folder under `Katas/` (and under `Tests/`), e.g.
    /// "Kata1OneTapCheckout", found in `repository`.
    public func folder(in repository: URL) -> String? {
        (try? FileManager.default.contentsOfDirectory(atPath: repository.appending(path: "Katas").path))?
            .first { $0.hasPrefix("Kata") && Int($0.dropFirst(4).prefix { $0.isNumber }) == number }
    }

    /// The kata's folder under `docs/`, e.g. "docs/kata1-one-tap-checkout".
    public func docs(in repository: URL) -> String {
        let found = (try? FileManager.default.contentsOfDirectory(atPath: repository.appending(path: "docs").path))?
            .first { $0.hasPrefix("kata\(number)-") }
        return "docs/\(found ?? "kata\(number)")"
    }

    /// The files that ship with the judge's tests: in `Tests/KataNScenarios`,
    /// not in the learner's folder, so never the learner's, even should a
    /// stream name them under the learner's module.
    public static func shippedTestFiles(of number: Int) -> [String] {
        ["Kata\(number)Scenarios.swift", "Kata\(number)Rules.swift", "Kata\(number)Wiring.swift"]
            + (number == 3 ? ["ApiModel.swift"] : [])
    }
}
