/// A stand-in for UIKit's `UIApplicationDelegate`: the app's own object that
/// the app tells when it has launched.
///
/// On iOS the protocol inherits `NSObjectProtocol` and the launch method is
/// `application(_:didFinishLaunchingWithOptions:)`, which returns a `Bool`.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The window the delegate shows the app's screens in.
    var window: UIWindow? { get set }

    /// Called once, when the app has launched and is about to show its first
    /// screen.
    func applicationDidFinishLaunching(_ application: UIApplication)
}
