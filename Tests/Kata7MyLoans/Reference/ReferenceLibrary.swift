import Foundation
import Kata7Solution
import LibraryService

@testable import Kata7Tests

/// A hand-rolled library: it answers as the scenario's shelf says, and
/// remembers every loan it renewed. It touches no network.
@MainActor
final class ReferenceLibrary: LoanLibrary {
    /// The titles renewed, oldest first.
    private(set) var renewed: [String] = []
    private var shelf: [Loan]
    private let answer: Answer
    private let refusal: String?
    private var asked = 0
    private var held: CheckedContinuation<Void, Never>?
    private var watching: CheckedContinuation<Void, Never>?

    /// A library holding `shelf`, answering as `answer` says, refusing
    /// renewals with `refusal`, if any.
    init(_ shelf: [Loan], answer: Answer, refusal: String?) {
        self.shelf = shelf
        self.answer = answer
        self.refusal = refusal
    }

    func loans() async throws(LibraryError) -> [Loan] {
        asked += 1
        switch answer {
        case .offline: throw .offline
        case .refused(let reason): throw .refused(reason)
        case .offlineOnce where asked == 1: throw .offline
        case .held where asked == 1:
            await withCheckedContinuation { continuation in
                held = continuation
                watching?.resume()
                watching = nil
            }
        default: break
        }
        return shelf
    }

    func renew(_ id: Loan.ID) async throws(LibraryError) -> Loan {
        guard let index = shelf.firstIndex(where: { $0.id == id }) else { throw .refused("No such loan") }
        if let refusal { throw .refused(refusal) }
        let loan = shelf[index]
        renewed.append(loan.title)
        shelf[index] = Loan(
            id: loan.id, title: loan.title, due: loan.due.addingTimeInterval(14 * 86_400), renewals: loan.renewals + 1)
        return shelf[index]
    }

    /// Returns once a request for the loans is held.
    func untilHeld() async {
        guard held == nil else { return }
        await withCheckedContinuation { watching = $0 }
    }

    /// Answers the request it held.
    func finishHeld() {
        held?.resume()
        held = nil
    }
}

/// The member's preferences, kept in memory: one device's.
@MainActor
final class ReferencePreferences: LoanPreferences {
    var overdueFirst = true
}
