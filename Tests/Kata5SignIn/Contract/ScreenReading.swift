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

extension UIView {
    /// Taps the button titled `title` that the member can see on this view,
    /// if there is one.
    func tapButton(titled title: String) {
        visible(UIButton.self).first { $0.title == title }?.tap()
    }
}

extension ErrorScreen {
    /// What the member can see on an error screen's `view`: its `title` and
    /// `message` labels, and the titles of its buttons.
    @MainActor
    init(showing view: UIView, title: UILabel, message: UILabel) {
        self.init(
            title: title.shownText(on: view),
            message: message.shownText(on: view),
            buttons: view.visible(UIButton.self).map { $0.title ?? "" })
    }
}
