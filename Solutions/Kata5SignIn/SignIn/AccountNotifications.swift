import Foundation

extension Notification.Name {
    /// Posted by an `AccountAPI`, as the notification's object, when a member
    /// has signed in. It carries nothing else: a listener filters by the API
    /// it listens to and reads the member from that API's `session`, typed.
    public static let memberSignedIn = Notification.Name("Plotline.memberSignedIn")
    /// Posted by an `AccountAPI`, as the notification's object, when the
    /// member has signed out.
    public static let memberSignedOut = Notification.Name("Plotline.memberSignedOut")
}
