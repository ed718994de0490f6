import Testing

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
    /// Where the driver says so: the known issue points there, at the line
    /// the learner changes once the seam exists.
    public let sourceLocation: SourceLocation

    /// The test cannot choose an input the behaviour depends on.
    public static func cannotControl(
        _ reason: String, missing: String, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> NoSeam {
        NoSeam(
            rule: .controllable, reason: reason, missing: missing,
            sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The test cannot read the outcome.
    public static func cannotObserve(
        _ reason: String, missing: String, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> NoSeam {
        NoSeam(
            rule: .observable, reason: reason, missing: missing,
            sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    public var description: String { "no seam (\(rule)): \(reason)" }
}
