/// Presenting one screen over another, as UIKit's
/// `present(_:animated:completion:)` and `dismiss(animated:completion:)` do.
///
/// The stand-in does not animate: a screen is presented or dismissed at
/// once, and the completion runs before the call returns. Which screen
/// presents which is kept in the running world, so that no presentation
/// outlives the test that made it.
extension UIViewController {
    /// The screen this one presents, if any.
    public var presentedViewController: UIViewController? {
        presentations.presented(by: self)
    }

    /// The screen that presents this one, if any.
    public var presentingViewController: UIViewController? {
        presentations.presenter(of: self)
    }

    /// Loads `viewControllerToPresent`'s view and shows it over this screen.
    /// As in UIKit, a screen that already presents another presents nothing
    /// more.
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        guard presentedViewController == nil else { return }
        viewControllerToPresent.loadViewIfNeeded()
        presentations.add(viewControllerToPresent, presentedBy: self)
        completion?()
    }

    /// Dismisses the screen this one presents or, if it presents none, this
    /// screen itself.
    public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        if let presented = presentedViewController {
            presentations.remove(presented)
        } else {
            presentations.remove(self)
        }
        completion?()
    }

    private var presentations: Presentations {
        World.current.live(Presentations.self) { Presentations() }
    }
}

/// The screens presented in one world, each with the screen presenting it.
@MainActor
private final class Presentations {
    private struct Presentation {
        weak var presenter: UIViewController?
        let presented: UIViewController
    }

    private var all: [Presentation] = []

    func presented(by presenter: UIViewController) -> UIViewController? {
        all.first { $0.presenter === presenter }?.presented
    }

    func presenter(of presented: UIViewController) -> UIViewController? {
        all.first { $0.presented === presented }?.presenter
    }

    func add(_ presented: UIViewController, presentedBy presenter: UIViewController) {
        all.removeAll { $0.presenter == nil }
        all.append(Presentation(presenter: presenter, presented: presented))
    }

    func remove(_ presented: UIViewController) {
        all.removeAll { $0.presented === presented || $0.presenter == nil }
    }
}
