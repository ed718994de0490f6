import StandIns
import Testability

/// Reads and taps the loans screen as a user sees it, through its host,
/// for both drivers.
@MainActor
enum ScreenReading {
    /// What the screen shows: a line for each row of the list, its texts
    /// joined by " · ", or, with no list, a line for each text.
    static func shows(_ screen: some Inspectable) throws -> [String] {
        let rows = try screen.rows
        guard !rows.isEmpty else { return try screen.texts }
        return try rows.map { try $0.texts.joined(separator: " · ") }
    }

    /// Taps "Retry", and returns once the work the tap started has run as
    /// far as it can: a screen that loads again shows the loans, one that
    /// does not shows so at once, rather than wait for a change for ever.
    static func tapRetry(on host: UIHostingController<some View>) async throws {
        try host.find(button: "Retry").tap()
        await WorkInFlight.settle()
    }

    /// Taps "Renew" in the row that shows `title`.
    static func tapRenew(_ title: String, on screen: some Inspectable) throws {
        guard let row = try screen.rows.first(where: { try $0.texts.contains(title) }) else {
            throw try Unexpected("no row shows \"\(title)\"; the screen shows \(shows(screen))")
        }
        try row.find(button: "Renew").tap()
    }

    /// Whether "Overdue first" is on.
    static func overdueFirst(_ screen: some Inspectable) throws -> Bool {
        try screen.find(toggle: "Overdue first").isOn
    }

    /// The app's screen, as `make` makes it, once it has appeared: what it
    /// shows.
    static func appsScreenShows(_ make: () -> some View) async throws -> [String] {
        let host = UIHostingController(rootView: make())
        try await host.appear()
        return try shows(host)
    }

    /// The app's screen, as `make` makes it: the member renews `title`,
    /// turns "Overdue first" off, leaves, and opens it again. What it then
    /// shows, and whether "Overdue first" is on.
    static func appsScreenAfterRenewing(_ title: String, _ make: () -> some View) async throws
        -> (shows: [String], overdueFirst: Bool)
    {
        let host = UIHostingController(rootView: make())
        try await host.appear()
        try tapRenew(title, on: host)
        await host.untilChanged()
        try host.find(toggle: "Overdue first").tap()
        host.disappear()
        let again = UIHostingController(rootView: make())
        try await again.appear()
        return (try shows(again), try overdueFirst(again))
    }
}

extension ScreenUnderTest {
    /// The loans screen `make` makes, shown in a host and driven as a user
    /// would: taps find their buttons by title, "Renew" in the row of the
    /// title, and the screen opened again is a new one `make` makes, on the
    /// same device. A driver says how the screen appears (at once, by
    /// default), how a held answer lands, and what the library renewed.
    @MainActor
    init<Content: View>(
        showing make: @escaping @MainActor () -> Content,
        appear: @escaping @MainActor (UIHostingController<Content>) async throws -> Void = { try await $0.appear() },
        finishLoading: @escaping @MainActor (UIHostingController<Content>) async throws -> Void = {
            try await $0.untilTasksEnd()
        },
        renewed: @escaping @MainActor () async throws -> [String]
    ) {
        let shown = Shown(UIHostingController(rootView: make()))
        self.init(
            appear: { try await appear(shown.host) },
            finishLoading: { try await finishLoading(shown.host) },
            tapRetry: { try await ScreenReading.tapRetry(on: shown.host) },
            tapRenew: { title in
                try ScreenReading.tapRenew(title, on: shown.host)
                await WorkInFlight.settle()
            },
            tapOverdueFirst: { try shown.host.find(toggle: "Overdue first").tap() },
            reopen: {
                shown.host.disappear()
                shown.host = UIHostingController(rootView: make())
                try await shown.host.appear()
            },
            shows: { try ScreenReading.shows(shown.host) },
            overdueFirst: { try ScreenReading.overdueFirst(shown.host) },
            renewed: renewed)
    }
}

/// The host on screen now.
@MainActor
private final class Shown<Content: View> {
    var host: UIHostingController<Content>
    init(_ host: UIHostingController<Content>) { self.host = host }
}

/// The screen did not show what a driver needs to go on.
struct Unexpected: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
