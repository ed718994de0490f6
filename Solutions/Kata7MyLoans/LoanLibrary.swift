import LibraryService

/// What the loans screen needs from the library: the member's loans, and
/// a renewal.
///
/// The app hands in `LibraryClient.shared`; a test hands in a double that
/// answers as it chooses, when it chooses.
@MainActor
public protocol LoanLibrary {
    /// The member's loans, in the order the library keeps them.
    func loans() async throws(LibraryError) -> [Loan]
    /// Renews loan `id`, and returns it with its new due date.
    func renew(_ id: Loan.ID) async throws(LibraryError) -> Loan
}

/// The library service's client answers as the screen asks, name for name.
extension LibraryClient: LoanLibrary {}
