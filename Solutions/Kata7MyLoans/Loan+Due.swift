import Foundation
import LibraryService

extension Loan {
    /// When the loan is due, as its row says it: "Due today", "Due
    /// tomorrow", "Due in 3 days", "Overdue by 2 days". Whole days on
    /// `calendar`, in its time zone, from the day `today` falls on to the
    /// day the loan is due.
    public func dueText(on today: Date, in calendar: Calendar) -> String {
        let days = daysLeft(on: today, in: calendar)
        switch days {
        case ..<(-1): return "Overdue by \(-days) days"
        case -1: return "Overdue by 1 day"
        case 0: return "Due today"
        case 1: return "Due tomorrow"
        default: return "Due in \(days) days"
        }
    }

    /// Whether the loan was due before the day `today` falls on.
    public func isOverdue(on today: Date, in calendar: Calendar) -> Bool {
        daysLeft(on: today, in: calendar) < 0
    }

    private func daysLeft(on today: Date, in calendar: Calendar) -> Int {
        let start = calendar.startOfDay(for: today)
        return calendar.dateComponents([.day], from: start, to: calendar.startOfDay(for: due)).day ?? 0
    }
}
