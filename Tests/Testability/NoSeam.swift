/// Thrown by a driver when the version offers a test no way in: no way to
/// choose an input, or no way to read an outcome. It is the only verdict that
/// is declared rather than measured, and it must say why.
public struct NoSeam: Error, Sendable, CustomStringConvertible {
    /// `.controllable` or `.observable`.
    public let rule: Rule
    /// Why there is no way in, e.g. "`temperatureLabel` is private".
    public let reason: String
    /// The seam that would let a test in, e.g. "a view model the test can read".
    public let missing: String

    private init(rule: Rule, reason: String, missing: String) {
        self.rule = rule
        self.reason = reason
        self.missing = missing
    }

    /// The test cannot choose an input the behaviour depends on.
    public static func cannotControl(_ reason: String, missing: String) -> NoSeam {
        NoSeam(rule: .controllable, reason: reason, missing: missing)
    }

    /// The test cannot read the outcome.
    public static func cannotObserve(_ reason: String, missing: String) -> NoSeam {
        NoSeam(rule: .observable, reason: reason, missing: missing)
    }

    public var description: String { "no seam (\(rule)): \(reason)" }
}
