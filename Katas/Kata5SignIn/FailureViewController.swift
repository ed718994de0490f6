import StandIns

/// The screen that tells a member something went wrong. After a failed
/// sign-in it offers "Try again", which signs in again on the screen below.
final class FailureViewController: UIViewController {
    /// What went wrong, which decides the second button.
    enum Kind {
        /// Anything: the screen has only its OK button.
        case general
        /// A sign-in: the screen also offers "Try again".
        case signIn
    }

    let kind: Kind
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let okButton = UIButton()
    let secondaryButton = UIButton()

    init(kind: Kind, title: String, message: String) {
        self.kind = kind
        super.init()
        titleLabel.text = title
        messageLabel.text = message
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        okButton.title = "OK"
        for view in [titleLabel, messageLabel, okButton, secondaryButton] {
            self.view.addSubview(view)
        }
        okButton.onTap { [weak self] in self?.dismiss(animated: true) }
        switch kind {
        case .general:
            secondaryButton.removeFromSuperview()
        case .signIn:
            secondaryButton.title = "Try again"
            secondaryButton.onTap { [weak self] in self?.tryAgain() }
        }
    }

    private func tryAgain() {
        let signIn = presentingViewController as? SignInViewController
        dismiss(animated: true)
        signIn?.signIn()
    }
}
