import Foundation

/// Observers on a notification centre, removed from it when this goes: the
/// app delegate keeps one, so its observers live exactly as long as it does.
final class NotificationObservers {
    private let center: NotificationCenter
    private let observers: [any NSObjectProtocol]

    /// The observers `adding` adds to `center`.
    init(on center: NotificationCenter, _ adding: [(NotificationCenter) -> any NSObjectProtocol]) {
        self.center = center
        observers = adding.map { $0(center) }
    }

    deinit {
        for observer in observers {
            center.removeObserver(observer)
        }
    }
}
