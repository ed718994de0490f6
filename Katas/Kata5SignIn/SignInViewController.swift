import StandIns

/// The screen where a member types their email and password and signs in.
public final class SignInViewController: UIViewController {
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton()

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

    /// Checks what the member typed, then asks the app's API to sign them in.
    func signIn() {
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""
        if let problem = SignInRules.problem(email: email, password: password) {
            present(
                FailureViewController(kind: .general, title: "Check your details", message: problem), animated: true)
            return
        }
        guard let api = UIApplication.gardenDelegate?.api else { return }
        api.signIn(email: email, password: password) { [weak self] message in
            let failure = FailureViewController(kind: .signIn, title: "Sign-in failed", message: message)
            self?.present(failure, animated: true)
        }
    }
}
