import Foundation

/// A book the member has borrowed, as the library's service describes it.
public struct Loan: Identifiable, Equatable, Sendable {
    /// The library's id for the loan: "loan-1".
    public let id: String
    /// The book's title.
    public let title: String
    /// When the book is due back.
    public let due: Date
    /// How many times the member has renewed it.
    public let renewals: Int

    public init(id: String, title: String, due: Date, renewals: Int = 0) {
        self.id = id
        self.title = title
        self.due = due
        self.renewals = renewals
    }
}
