import StandIns

/// The screen that tells a member something went wrong. Besides OK, it offers
/// the second button it is handed, if any; it knows nothing of what that does.
public final class FailureViewController: UIViewController {
    /// A second button for the screen: its title, and what tapping it does
    /// after the screen has gone.
    public struct FollowUp {
        /// The button's title, e.g. "Try again".
        public let title: String
        let perform: @MainActor () -> Void

        public init(title: String, perform: @escaping @MainActor () -> Void) {
            self.title = title
            self.perform = perform
        }
    }

    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let okButton = UIButton()
    let secondaryButton = UIButton()
    private let followUp: FollowUp?

    /// A screen saying `title` and `message`, with `followUp` as its second
    /// button, or with OK alone.
    public init(title: String, message: String, followUp: FollowUp? = nil) {
        self.followUp = followUp
        super.init()
        titleLabel.text = title
        messageLabel.text = message
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        okButton.title = "OK"
        for view in [titleLabel, messageLabel, okButton, secondaryButton] {
            self.view.addSubview(view)
        }
        okButton.onTap { [weak self] in self?.dismiss(animated: true) }
        guard let followUp else {
            secondaryButton.removeFromSuperview()
            return
        }
        secondaryButton.title = followUp.title
        secondaryButton.onTap { [weak self] in
            self?.dismiss(animated: true)
            followUp.perform()
        }
    }
}
