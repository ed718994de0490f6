/// Which version of a kata a driver reaches: the code before the refactoring
/// or the reference after it. It decides how a broken rule is reported.
public enum Version: String, Sendable, CustomStringConvertible {
    /// `Katas/`: the untestable code the learner changes.
    case katas = "Katas"
    /// `Solutions/`: the reference refactoring.
    case solution = "Solutions"

    public var description: String { rawValue }
}
