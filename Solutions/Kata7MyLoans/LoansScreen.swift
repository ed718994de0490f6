import LibraryService

/// What the "My loans" screen shows.
public enum LoansScreen: Equatable, Sendable {
    /// The library has not answered yet: "Loading…".
    case loading
    /// The library could not be asked, or said no: the message, and Retry.
    case failed(String)
    /// The member has no loans: "No loans. Happy reading!".
    case empty
    /// A row for each loan, in the order the screen lists them.
    case loans([LoanRow])
}

/// One loan, as its row shows it.
public struct LoanRow: Identifiable, Equatable, Sendable {
    /// The loan's id, which the row's Renew button renews.
    public let id: Loan.ID
    /// The book's title.
    public let title: String
    /// When it is due: "Due tomorrow", "Overdue by 2 days".
    public let due: String
    /// Why the library refused to renew it, if it did: "Not renewed: …".
    public let note: String?
}
