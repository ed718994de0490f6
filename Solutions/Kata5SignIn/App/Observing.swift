import Foundation

extension NotificationCenter {
    /// Runs `react` with `owner` for each `name` posted here, for as long as
    /// `owner` lives. Returns the observer, for `removeObserver(_:)`.
    ///
    /// With no queue, a centre runs the block at once, inside `post`, on the
    /// posting thread; the app posts and listens on one thread, so `owner` is
    /// never touched from two. Swift 6 cannot see that and asks the block to
    /// be `@Sendable`; the box says so, in one place.
    func observe<Owner: AnyObject>(
        _ name: Notification.Name, for owner: Owner, _ react: @escaping (Owner, Notification) -> Void
    ) -> any NSObjectProtocol {
        let reaction = Reaction(owner: owner, react: react)
        return addObserver(forName: name, object: nil, queue: nil) { note in
            reaction.run(note)
        }
    }
}

/// An owner, held weakly, and what it does with a notification.
private final class Reaction<Owner: AnyObject>: @unchecked Sendable {
    private weak var owner: Owner?
    private let react: (Owner, Notification) -> Void

    init(owner: Owner, react: @escaping (Owner, Notification) -> Void) {
        self.owner = owner
        self.react = react
    }

    func run(_ note: Notification) {
        guard let owner else { return }
        react(owner, note)
    }
}
