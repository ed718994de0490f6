/// One of the four rules a unit test keeps: the first two are the classic
/// conditions of testability, the last two Michael Feathers' rules for what
/// a unit test is.
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
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
