/// A stand-in for UIKit's `UIViewController`: a screen whose view loads once,
/// on first demand, and then calls `viewDidLoad()`.
///
/// On iOS a subclass with an initializer of its own also writes
/// `required init?(coder:)` (a storyboard's way in), and a generic subclass
/// cannot come from a storyboard at all; the stand-in has no coder.
@MainActor
open class UIViewController {
    /// The screen's root view.
    public let view = UIView()
    /// Whether the view has loaded and `viewDidLoad()` has run.
    public private(set) var isViewLoaded = false

    public init() {}

    /// Called once, after the view has loaded. Subclasses set up their
    /// views here and call `super.viewDidLoad()`.
    open func viewDidLoad() {}

    /// Loads the view if it has not loaded yet, as UIKit does before a
    /// screen appears.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }
}
