// The machinery that judges testability: four rules of unit testing made
// mechanical, and the reporting that turns a measured verdict into test
// issues. Every kata's suite links it.

/// One of the four rules a unit test keeps.
///
/// The first two are the classic conditions of testability: a test can set
/// up the inputs and read the outcome. The last two are Michael Feathers'
/// rules for what a unit test is: it touches nothing live, and no other
/// test can change its result.
public enum Rule: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The test can choose every input the behaviour depends on.
    case controllable
    /// The test can read the outcome.
    case observable
    /// The run touches no live resource: network, hardware, the app's window.
    case hermetic
    /// The result depends on no state that another test can change.
    case isolated

    public var description: String { rawValue }

    /// The rule's name, capitalised, to open a message.
    public var title: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
