import StandIns

// How both drivers drive the detonator screen: as the user sees it, each
// button found by its title, never by its place.

extension UIView {
    /// Taps the button titled `title` that the user can see on this view, if
    /// there is one.
    func tapButton(titled title: String) {
        visible(UIButton.self).first { $0.title == title }?.tap()
    }

    /// The titles of the device rows the user can see on this view:
    /// "Device 7".
    var deviceRows: [String] {
        visible(UIButton.self).compactMap(\.title).filter { $0.hasPrefix("Device ") }
    }
}

extension UILabel {
    /// The label's text if the user can see it on `screen`, or nil.
    func shownText(on screen: UIView) -> String? {
        isVisible(in: screen) ? text : nil
    }
}

extension ScreenUnderTest {
    /// The detonator `screen`, brought up and read as the user sees it: taps
    /// find their buttons by title, the rows are the buttons titled
    /// "Device …", and the alert is `alert`'s text while the user can see
    /// it. A driver says what the devices were asked.
    @MainActor
    init(
        showing screen: UIViewController, alert: UILabel,
        actions: @escaping @MainActor () async throws -> [DeviceAction]
    ) {
        self.init(
            appear: { screen.loadViewIfNeeded() },
            tap: { title in screen.view.tapButton(titled: title) },
            rows: { screen.view.deviceRows },
            alert: { alert.shownText(on: screen.view) },
            actions: actions
        )
    }
}

extension AppsDetonator {
    /// The detonator `screen`, brought up at once and used as the user would:
    /// "Scan", a device's row then "Arm" or "Ignite", the devices its rows
    /// name, and `alert`'s text while the user can see it.
    @MainActor
    init(showing screen: UIViewController, alert: UILabel) {
        screen.loadViewIfNeeded()
        let tap = { (title: String) in screen.view.tapButton(titled: title) }
        self.init(
            scan: { tap("Scan") },
            arm: { deviceId in
                tap("Device \(deviceId)")
                tap("Arm")
            },
            ignite: { deviceId in
                tap("Device \(deviceId)")
                tap("Ignite")
            },
            listed: { screen.view.deviceRows.map { String($0.dropFirst(7)) } },
            alert: { alert.shownText(on: screen.view) }
        )
    }
}
