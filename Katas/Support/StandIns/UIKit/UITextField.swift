/// A stand-in for UIKit's `UITextField`: a view the user types a line of text
/// into.
@MainActor
open class UITextField: UIView {
    /// The text typed so far.
    public var text: String?
    /// The hint shown while the field is empty.
    public var placeholder: String?
    /// Whether the field hides what is typed, as a password field does.
    public var isSecureTextEntry = false

    public override init() {
        super.init()
    }
}
