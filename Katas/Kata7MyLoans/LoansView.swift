// Kata 7, before: the "My loans" screen of a library app, in SwiftUI. This
// is the learner's code to change.

import Foundation
import LibraryService
import StandIns

/// The member's loans: each book, when it is due back, and a button to
/// renew it. Overdue books come first, unless the member turns that off.
public struct LoansView: View {
    @State private var loans: [Loan] = []
    @State private var isLoading = true
    @State private var failure: String?
    @State private var notRenewed: [Loan.ID: String] = [:]
    @AppStorage("loans.overdueFirst") private var overdueFirst = true

    public init() {}

    public var body: some View {
        VStack {
            Toggle("Overdue first", isOn: $overdueFirst)
            if isLoading {
                ProgressView("Loading…")
            } else if let failure {
                Text("Couldn't load your loans: \(failure)")
                Button("Retry") {
                    Task { await load() }
                }
            } else if loans.isEmpty {
                Text("No loans. Happy reading!")
            } else {
                List {
                    ForEach(shown) { loan in
                        HStack {
                            Text(loan.title)
                            Text(dueText(for: loan.due))
                            if let reason = notRenewed[loan.id] {
                                Text("Not renewed: \(reason)")
                            }
                            Button("Renew") {
                                Task { await renew(loan) }
                            }
                        }
                    }
                }
            }
        }
        .task { await load() }
    }

    /// The loans in the order the screen lists them: overdue ones first,
    /// if the member wants them so, each part in the library's order.
    private var shown: [Loan] {
        guard overdueFirst else { return loans }
        let today = Calendar.current.startOfDay(for: Date.now)
        return loans.filter { $0.due < today } + loans.filter { $0.due >= today }
    }

    /// Asks the library for the member's loans.
    private func load() async {
        isLoading = true
        failure = nil
        do throws(LibraryError) {
            loans = try await LibraryClient.shared.loans()
        } catch {
            failure = error.description
        }
        isLoading = false
    }

    /// Asks the library to renew `loan`, and shows its new due date, or why
    /// the library said no.
    private func renew(_ loan: Loan) async {
        do throws(LibraryError) {
            let renewed = try await LibraryClient.shared.renew(loan.id)
            loans = loans.map { $0.id == renewed.id ? renewed : $0 }
            notRenewed[loan.id] = nil
        } catch {
            notRenewed[loan.id] = error.description
        }
    }

    /// "Due today", "Due tomorrow", "Due in 3 days", "Overdue by 2 days":
    /// whole days on the device's calendar, from today to the due date.
    private func dueText(for due: Date) -> String {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: Date.now)
        let days = calendar.dateComponents([.day], from: today, to: calendar.startOfDay(for: due)).day ?? 0
        switch days {
        case ..<(-1): return "Overdue by \(-days) days"
        case -1: return "Overdue by 1 day"
        case 0: return "Due today"
        case 1: return "Due tomorrow"
        default: return "Due in \(days) days"
        }
    }
}
