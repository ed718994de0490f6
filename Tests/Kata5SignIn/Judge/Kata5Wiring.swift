import Testability
import Testing

@testable import Kata5Tests

/// Both versions of the app, as the wiring checks run them.
let apps = drivers.map { TheApp($0, on: $0.version) }

/// The app's own wiring, on both versions: what the app gets when its
/// delegate is made with no arguments and launched as UIKit launches it. The
/// scenarios hand every version the test's window, server and notification
/// centre; this check makes sure a refactoring still gives the app the
/// garden's production server, the app's window, and a delegate that hears
/// its own API. It judges no testability: it reaches the live server and
/// the app's window on purpose, in a world of its own that starts as the app
/// ships.
@MainActor
@Suite("Kata 5 · The app's wiring, on both versions", .serialized, .appAsShipped)
struct Kata5Wiring {
    @Test(
        "The app as shipped shows the sign-in screen on the app's window, and signs Rosa in with the production server",
        arguments: apps)
    func appAsShipped(in app: TheApp<any Kata5Driver>) async throws {
        let launched = try await app.driver.appsLaunchedApp()
        let first = try await launched.shown()
        #expect(
            first == .signIn,
            """
            The app as shipped, its delegate made with no arguments and launched, showed \(first) on the app's \
            window, where the app shows the sign-in screen there: its default window is not the app's
            """)
        guard first == .signIn else { return }
        try await launched.signIn(Member.rosa.entry)
        let sent = TheLiveWorld.contacts().filter { $0.hasPrefix("network:") }
        #expect(
            sent == ["network: POST api.plotline.example/sessions"],
            """
            The app as shipped sent \(sent.isEmpty ? "nothing" : "\(sent)") when Rosa signed in, where the app \
            asks the garden's production server (POST api.plotline.example/sessions): its default server is not \
            the garden's
            """)
        guard sent == ["network: POST api.plotline.example/sessions"] else { return }
        try await launched.answersArrive()
        let shown = try await launched.shown()
        let member = try await launched.memberSignedIn()
        #expect(
            shown == .plots(memberId: "member-104") && member == "member-104",
            """
            The app as shipped, once the server answered Rosa's sign-in, shows \(shown) on the app's window and \
            takes \(member ?? "nobody") to be signed in, where the app shows member-104's plots: its API does not \
            tell the app delegate, or the delegate does not listen where its API tells
            """)
    }
}
