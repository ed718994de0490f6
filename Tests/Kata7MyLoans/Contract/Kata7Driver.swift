import Testability

/// What a Kata 7 scenario needs from any version of the loans screen. Each
/// version's driver answers it with that version's own API.
protocol Kata7Driver: VersionDriver {
    /// The loans screen of a member whose library holds `shelf`, opened when
    /// the clock reads `now` (any time, if nil). Nothing shows until
    /// `appear`.
    func screen(of shelf: Shelf, at now: Moment?) async throws -> ScreenUnderTest

    // The app's own wiring, which `Kata7Wiring` checks and does not judge:
    // the screen made as the app makes it, `LoansView()`.

    /// The app's screen, made with nothing, once it has appeared: what it
    /// shows, a line per row.
    func appsScreenShows() async throws -> [String]
    /// The app's screen, made with nothing: the member renews `title`,
    /// turns "Overdue first" off, and opens the screen again. What the
    /// screen opened again shows, and whether "Overdue first" is on there.
    func appsScreenAfterRenewing(_ title: String) async throws -> (shows: [String], overdueFirst: Bool)
}

/// The member's loans as the library holds them, and how it answers.
struct Shelf: Equatable, CustomStringConvertible {
    /// Each book and when it is due.
    var loans: [Lent]
    /// How the library answers a request for the loans.
    var answer = Answer.atOnce
    /// Why the library refuses every renewal, if it does.
    var refusal: String?

    /// The loans the live library holds for the member, as `LibraryClient`
    /// has them: due the next day, two days overdue (and reserved by
    /// another member), due in nine days.
    static let theMembers = Shelf(loans: [
        Lent("Dune", dueIn: 1), Lent("Middlemarch", dueIn: -2), Lent("The Dispossessed", dueIn: 9),
    ])

    var description: String { loans.map(\.description).joined(separator: ", ") }
}

/// A book the member borrowed: its title, and the day it is due, counted
/// from the day the screen opens, at noon unless said otherwise.
struct Lent: Equatable, CustomStringConvertible {
    let title: String
    let days: Int
    let hour: Int
    let minute: Int

    init(_ title: String, dueIn days: Int, at hour: Int = 12, _ minute: Int = 0) {
        self.title = title
        self.days = days
        self.hour = hour
        self.minute = minute
    }

    var description: String { "\"\(title)\" due in \(days) days at \(Moment(hour, minute, in: "").time)" }
}

/// How the library answers a request for the loans.
enum Answer: Equatable, CustomStringConvertible {
    /// With the loans, at once.
    case atOnce
    /// Not at all: the device is offline.
    case offline
    /// With a refusal, and the library's reason.
    case refused(String)
    /// Offline the first time, with the loans after.
    case offlineOnce
    /// With the loans, once the test lets it.
    case held

    var description: String {
        switch self {
        case .atOnce: "answering at once"
        case .offline: "offline"
        case .refused(let reason): "refusing: \"\(reason)\""
        case .offlineOnce: "offline the first time"
        case .held: "answering when the test lets it"
        }
    }
}

/// The time the screen opens: a time of day on 15 January 2027, in a time
/// zone.
struct Moment: Equatable, CustomStringConvertible {
    let hour: Int
    let minute: Int
    /// The time zone's identifier: "Pacific/Auckland".
    let zone: String

    init(_ hour: Int, _ minute: Int, in zone: String) {
        self.hour = hour
        self.minute = minute
        self.zone = zone
    }

    /// Noon in Kathmandu, for a scenario that names no time.
    static let noon = Moment(12, 0, in: "Asia/Kathmandu")

    var time: String { [hour, minute].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":") }
    var description: String { "\(time) in \(zone)" }
}

/// The loans screen, as a scenario drives it.
struct ScreenUnderTest {
    /// The screen appears, and returns once the library has answered, or
    /// has a request it holds.
    let appear: @MainActor () async throws -> Void
    /// The library answers the request it held, and the screen shows it.
    let finishLoading: @MainActor () async throws -> Void
    /// Taps "Retry", and returns once the library has answered.
    let tapRetry: @MainActor () async throws -> Void
    /// Taps "Renew" in the row of `title`, and returns once the library
    /// has answered.
    let tapRenew: @MainActor (_ title: String) async throws -> Void
    /// Flips "Overdue first".
    let tapOverdueFirst: @MainActor () async throws -> Void
    /// The member leaves the screen and opens it again, on the same device.
    let reopen: @MainActor () async throws -> Void
    /// What the screen shows: each row's texts, or else each text.
    let shows: @MainActor () async throws -> [String]
    /// Whether "Overdue first" is on.
    let overdueFirst: @MainActor () async throws -> Bool
    /// The titles the library renewed.
    let renewed: @MainActor () async throws -> [String]
}
