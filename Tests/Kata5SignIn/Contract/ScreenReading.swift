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

extension ErrorScreenUnderTest {
    /// The error screen `failure`, presented over `host` when it appears,
    /// and read and tapped as the member sees it: taps find their buttons by
    /// title, and what it shows is its `title` and `message` labels and its
    /// buttons. A driver says what its follow-up did.
    @MainActor
    init(
        presenting failure: UIViewController, over host: UIViewController, title: UILabel, message: UILabel,
        followUpRuns: @escaping @MainActor () async throws -> [Bool]
    ) {
        self.init(
            appear: {
                host.loadViewIfNeeded()
                host.present(failure, animated: false)
            },
            tap: { failure.view.tapButton(titled: $0) },
            screen: { ErrorScreen(showing: failure.view, title: title, message: message) },
            isShown: { host.presentedViewController === failure },
            followUpRuns: followUpRuns
        )
    }
}
