import Foundation
import LibraryService
import Observation

/// The "My loans" screen's model: it loads the member's loans, renews one
/// when asked, and says what the screen shows.
///
/// The library, the time now, the calendar that says which day that is and
/// where the member's preferences are kept are handed in; the app's
/// defaults are the live ones.
@MainActor
@Observable
public final class LoansModel {
    /// Whether overdue loans come first; kept in the member's preferences.
    public var overdueFirst: Bool {
        didSet { preferences.overdueFirst = overdueFirst }
    }

    private var loans: [Loan] = []
    private var isLoading = true
    private var failure: LibraryError?
    private var notRenewed: [Loan.ID: String] = [:]
    @ObservationIgnored private let library: any LoanLibrary
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private let calendar: Calendar
    @ObservationIgnored private var preferences: any LoanPreferences

    /// A model of the member's loans.
    ///
    /// - Parameters:
    ///   - library: Where the loans come from: the library's service,
    ///     unless a test says otherwise.
    ///   - now: The time now, which decides what is due today.
    ///   - calendar: The calendar, and its time zone, that say which day
    ///     "now" and each due date fall on: the device's.
    ///   - preferences: Where the member's choice of order is kept: the
    ///     app's defaults.
    public init(
        library: any LoanLibrary = LibraryClient.shared,
        now: @escaping @Sendable () -> Date = { Date.now },
        calendar: Calendar = .current,
        preferences: any LoanPreferences = StoredLoanPreferences()
    ) {
        self.library = library
        self.now = now
        self.calendar = calendar
        self.preferences = preferences
        overdueFirst = preferences.overdueFirst
    }

    /// What the screen shows now.
    public var screen: LoansScreen {
        if isLoading { return .loading }
        if let failure { return .failed("Couldn't load your loans: \(failure)") }
        if loans.isEmpty { return .empty }
        let today = now()
        let overdue = loans.filter { $0.isOverdue(on: today, in: calendar) }
        let shown = overdueFirst ? overdue + loans.filter { !overdue.contains($0) } : loans
        return .loans(
            shown.map { loan in
                LoanRow(
                    id: loan.id, title: loan.title, due: loan.dueText(on: today, in: calendar),
                    note: notRenewed[loan.id].map { "Not renewed: \($0)" })
            })
    }

    /// Asks the library for the member's loans.
    public func load() async {
        isLoading = true
        failure = nil
        do throws(LibraryError) {
            loans = try await library.loans()
        } catch {
            failure = error
        }
        isLoading = false
    }

    /// Asks the library to renew loan `id`: the loan then shows its new due
    /// date, or why the library said no.
    public func renew(_ id: Loan.ID) async {
        do throws(LibraryError) {
            let renewed = try await library.renew(id)
            loans = loans.map { $0.id == renewed.id ? renewed : $0 }
            notRenewed[id] = nil
        } catch {
            notRenewed[id] = error.description
        }
    }
}
