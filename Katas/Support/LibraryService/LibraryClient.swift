// The library's client library, a "third-party" module the library app
// links. It is not the learner's to change: its one entry is `shared`.

import Foundation
@_spi(LiveWorld) import StandIns
import Synchronization

/// The library service's client, as its SDK offers it: one shared instance
/// that talks to the live server for the signed-in member, in the spirit of
/// `URLSession.shared`.
///
/// A stand-in: each call is recorded as a contact with the library at the
/// moment it is made, on the caller's task. The member's loans live in the
/// running test's world: three books, on the device's calendar, the first
/// due the next day and the second two days ago, both just after midnight,
/// the third in nine days, just before midnight; the second is reserved by another member, so the
/// library refuses to renew it. It never sleeps
/// and opens no socket: the live server answers at once.
public final class LibraryClient: Sendable {
    /// The app's one client of the library service.
    public static let shared = LibraryClient()

    private init() {}

    /// The member's loans, in the order the library keeps them.
    public func loans() async throws(LibraryError) -> [Loan] {
        World.current.record(Contact("library", via: "LibraryClient.shared", "GET /loans"))
        return Shelf.current.loans.withLock { $0 }
    }

    /// Renews loan `id` for another two weeks, and returns it with its new
    /// due date. Throws `.refused` for a book another member reserved.
    public func renew(_ id: Loan.ID) async throws(LibraryError) -> Loan {
        World.current.record(Contact("library", via: "LibraryClient.shared", "POST /loans/\(id)/renew"))
        return try Shelf.current.loans.withLock { loans throws(LibraryError) in
            guard let index = loans.firstIndex(where: { $0.id == id }) else { throw .refused("No such loan") }
            guard loans[index].title != Shelf.reserved else { throw .refused("Reserved by another member") }
            let loan = loans[index]
            loans[index] = Loan(
                id: loan.id, title: loan.title, due: loan.due.addingTimeInterval(14 * 86_400),
                renewals: loan.renewals + 1)
            return loans[index]
        }
    }
}

/// The member's loans on the live server, in one world.
private final class Shelf: Sendable {
    static let reserved = "Middlemarch"

    let loans: Mutex<[Loan]>

    private init() {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: Date.now)
        loans = Mutex(
            [("loan-1", "Dune", 1, 0.5), ("loan-2", Self.reserved, -2, 0.5), ("loan-3", "The Dispossessed", 9, 23.5)]
                .map {
                    let day = calendar.date(byAdding: .day, value: $0.2, to: today) ?? today
                    return Loan(id: $0.0, title: $0.1, due: day.addingTimeInterval($0.3 * 3600))
                })
    }

    static var current: Shelf { World.current.live(Shelf.self) { Shelf() } }
}
