import StandIns

// How both drivers read a screen: only what the member can see, each view
// found by what it is, never by where it sits.

extension UILabel {
    /// The label's text if the member can see it on `screen`, or "".
    func shownText(on screen: UIView) -> String {
        isVisible(in: screen) ? text ?? "" : ""
    }
}

extension SignInForm {
    /// The text fields and buttons the member can see on `screen`.
    @MainActor
    init(showing screen: UIView) {
        self.init(
            fields: screen.visible(UITextField.self).map { field in
                let text = field.text ?? ""
                return Field(
                    placeholder: field.placeholder ?? "",
                    shows: field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text)
            },
            buttons: screen.visible(UIButton.self).map { $0.title ?? "" })
    }
}
