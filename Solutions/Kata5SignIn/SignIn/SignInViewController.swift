import StandIns

/// The screen where a member types their email and password and signs in,
/// with the API it is handed.
public final class SignInViewController: UIViewController {
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton()
    private let api: AccountAPI
    /// The sign-in waiting for the server, if any: the app need not keep it,
    /// a test awaits it.
    private(set) var signingIn: Task<Void, Never>?

    /// A sign-in screen that signs in with `api`.
    public init(api: AccountAPI) {
        self.api = api
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        signInButton.title = "Sign in"
        view.addSubview(emailField)
        view.addSubview(passwordField)
        view.addSubview(signInButton)
        signInButton.onTap { [weak self] in self?.signIn() }
    }

    /// Checks what the member typed, then asks the API to sign them in.
    func signIn() {
        let credentials: Credentials
        do {
            credentials = try Credentials(email: emailField.text ?? "", password: passwordField.text ?? "")
        } catch {
            present(FailureViewController(title: "Check your details", message: error.message), animated: true)
            return
        }
        signingIn = Task { [weak self, api] in
            do throws(SignInFailure) {
                try await api.signIn(credentials)
            } catch {
                self?.signInFailed(error)
            }
        }
    }

    private func signInFailed(_ failure: SignInFailure) {
        let tryAgain = FailureViewController.FollowUp(title: "Try again") { [weak self] in
            self?.signIn()
        }
        present(
            FailureViewController(title: "Sign-in failed", message: failure.message, followUp: tryAgain),
            animated: true)
    }
}
