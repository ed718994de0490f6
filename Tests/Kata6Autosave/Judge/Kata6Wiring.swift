import Foundation
import NotesService
import Testability
import Testing

@testable import Kata6Tests

/// Both versions of the app, as the wiring check runs them.
let apps = drivers.map { TheApp($0, on: $0.version) }

/// The app's own wiring, on both versions: what the editor gets when the
/// app makes it with its note's id alone. The scenarios hand every version
/// the test's server, clock and "now"; this check makes sure a refactoring
/// still gives the app its real ones. It judges no testability: it reaches
/// the notes server on purpose, in a world of its own, on a device 9½ hours
/// behind UTC (`DeviceTimeZone.identifier`), where a calendar pinned to UTC
/// says another time.
@MainActor
@Suite("Kata 6 · The app's wiring, on both versions", .serialized, .appAsShipped)
struct Kata6Wiring {
    @Test(
        "The app's editor, made with its note's id alone, saves through the notes client, stamped with the time now",
        arguments: apps)
    func editor(in app: TheApp<any Kata6Driver>) async throws {
        let before = Date.now
        let status = try await app.driver.appsEditorSaves("Buy milk", ofNote: "note-9")
        let now = [before, Date.now].map { date in
            let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
            return "Saved at \(TimeOfDay(parts.hour ?? 0, parts.minute ?? 0))"
        }
        let onServer = try await NotesClient.shared.draft(ofNote: "note-9")
        #expect(
            onServer == "Buy milk",
            """
            The app's editor, made with its note's id alone, saved "Buy milk" with Retry, and the notes server holds \
            "\(onServer)": its default server is not the app's notes client
            """)
        #expect(
            now.contains(status),
            """
            The app's editor, made with its note's id alone, says "\(status)" after its save, where the clock on the \
            wall of a device in \(DeviceTimeZone.identifier) says "\(now[0])": its default "now" is not the real \
            time, or its default calendar not the device's
            """)
    }
}
