import Foundation

/// The app's notifications, posted and heard on the main actor.
///
/// A sender posts a name, and every listener waiting for that name from that
/// sender is called at once, on the main actor, in the order it began to
/// listen; neither knows the other. Each post also goes to `center`, as a
/// notification whose object is the sender, for observers outside the app's
/// main-actor code. A listener is held weakly: once it is gone, it hears
/// nothing more.
///
/// A listener on the main actor so needs no `MainActor.assumeIsolated`, as
/// a block observer on `center` would. Foundation's typed
/// `NotificationCenter.MainActorMessage` does the same from iOS 26 and
/// macOS 26.
@MainActor
public final class AppNotifications {
    /// The centre every post also goes to.
    public let center: NotificationCenter
    private var listeners: [Listening] = []

    /// Notifications that also go to `center`: by default a centre of their
    /// own, never the shared `NotificationCenter.default`.
    public init(center: NotificationCenter = NotificationCenter()) {
        self.center = center
    }

    /// Posts `name` on `center` with `sender` as its object, then tells each
    /// listener waiting for `name` from `sender`.
    public func post(_ name: Notification.Name, by sender: AnyObject) {
        center.post(name: name, object: sender)
        listeners.removeAll { $0.hasEnded() }
        for listening in listeners where listening.name == name && listening.sender === sender {
            listening.hear()
        }
    }

    /// Calls `heard` with `listener` each time `sender` posts `name`, for as
    /// long as `listener` lives.
    public func listen<Listener: AnyObject>(
        _ listener: Listener, for name: Notification.Name, from sender: AnyObject,
        _ heard: @escaping @MainActor (Listener) -> Void
    ) {
        listeners.append(
            Listening(
                name: name, sender: sender,
                hear: { [weak listener] in listener.map(heard) },
                hasEnded: { [weak listener] in listener == nil }))
    }
}

/// One listener waiting for one name from one sender.
private struct Listening {
    let name: Notification.Name
    weak var sender: AnyObject?
    let hear: @MainActor () -> Void
    let hasEnded: @MainActor () -> Bool
}
