import StandIns

/// The first screen a signed-in member sees: their plots and watering shifts.
final class PlotsViewController: UIViewController {
    /// The member whose plots these are.
    let memberId: String

    init(memberId: String) {
        self.memberId = memberId
        super.init()
    }
}
