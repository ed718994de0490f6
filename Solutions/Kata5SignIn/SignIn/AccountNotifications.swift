import Foundation

extension Notification.Name {
    /// Posted by `AccountAPI` when a member has signed in. The member's id is
    /// under `AccountNotificationKey.memberId`; read it with `signedInMemberId`.
    public static let memberSignedIn = Notification.Name("Plotline.memberSignedIn")
    /// Posted by `AccountAPI` when the member has signed out.
    public static let memberSignedOut = Notification.Name("Plotline.memberSignedOut")
}

/// The keys of the account notifications' `userInfo`.
public enum AccountNotificationKey: String, Sendable {
    /// The id of the member who signed in, a `String`.
    case memberId
}

extension Notification {
    /// A `.memberSignedIn` notification about `memberId`, posted by `sender`.
    static func memberSignedIn(_ memberId: String, by sender: AnyObject) -> Notification {
        Notification(name: .memberSignedIn, object: sender, userInfo: [AccountNotificationKey.memberId: memberId])
    }

    /// The member a `.memberSignedIn` notification says signed in, if it says.
    public var signedInMemberId: String? {
        userInfo?[AccountNotificationKey.memberId] as? String
    }
}
