/// The machinery that judges testability: Michael Feathers' rules for what a
/// unit test is, made mechanical, and the reporting that turns a measured
/// verdict into test issues. Every kata's suite links it.

/// One of Michael Feathers' rules for what a unit test is.
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

    /// What the rule asks of a unit test, in one line.
    public var meaning: String {
        switch self {
        case .controllable: "a test must be able to choose every input the behaviour depends on"
        case .observable: "a test must be able to read the outcome"
        case .hermetic: "a test must touch no live resource"
        case .isolated: "a test's result must depend on no state another test can change"
        }
    }
}
