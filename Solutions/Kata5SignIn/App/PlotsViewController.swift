import StandIns

/// The first screen a signed-in member sees: their plots and watering shifts.
public final class PlotsViewController: UIViewController {
    /// The member whose plots these are.
    public let memberId: String

    public init(memberId: String) {
        self.memberId = memberId
        super.init()
    }
}
