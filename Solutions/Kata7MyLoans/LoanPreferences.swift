import StandIns

/// Where the member's choice of order is kept.
@MainActor
public protocol LoanPreferences {
    /// Whether overdue loans come first.
    var overdueFirst: Bool { get set }
}

/// The member's preferences as the app keeps them: in the app's defaults,
/// under the key the screen's `@AppStorage` used, "loans.overdueFirst", on
/// until the member turns it off.
public struct StoredLoanPreferences: LoanPreferences {
    private let defaults: AppDefaults

    /// Preferences kept in `defaults`: the app's, unless a test says
    /// otherwise.
    public init(defaults: AppDefaults = .standard) {
        self.defaults = defaults
    }

    public var overdueFirst: Bool {
        get { defaults.object(forKey: "loans.overdueFirst") as? Bool ?? true }
        nonmutating set { defaults.set(newValue, forKey: "loans.overdueFirst") }
    }
}
