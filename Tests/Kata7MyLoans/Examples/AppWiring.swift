import Foundation
import LibraryService
@_spi(Judge) import StandIns
import Testing

@testable import Kata7Solution

/// The reference app's own wiring, checked on its own: the library client
/// as the model's library, the app's defaults as its preferences, and the
/// model's defaults. These checks run against the live stand-ins, in a world
/// of their own, and judge no testability.
@MainActor
@Suite("Kata 7 · The app's wiring, as the Solutions ship it")
struct AppWiring {
    @Test("The library client lists and renews the member's loans")
    func clientLoans() async throws {
        try await World(name: "the library client").run {
            let library: any LoanLibrary = LibraryClient.shared
            let loans = try await library.loans()
            #expect(loans.map(\.title) == ["Dune", "Middlemarch", "The Dispossessed"])
            let renewed = try await library.renew("loan-1")
            #expect(renewed.due == loans[0].due.addingTimeInterval(14 * 86_400))
        }
    }

    @Test("The stored preferences keep the order under the key the screen used, on until turned off")
    func storedPreferences() {
        World(name: "the app's defaults").run {
            let preferences = StoredLoanPreferences()
            #expect(preferences.overdueFirst)
            preferences.overdueFirst = false
            #expect(AppDefaults.standard.object(forKey: "loans.overdueFirst") as? Bool == false)
            #expect(StoredLoanPreferences().overdueFirst == false)
        }
    }

    @Test("A model starts loading, with overdue loans first")
    func startsLoading() {
        World(name: "a new model").run {
            let model = LoansModel()
            #expect(model.screen == .loading)
            #expect(model.overdueFirst)
        }
    }
}
