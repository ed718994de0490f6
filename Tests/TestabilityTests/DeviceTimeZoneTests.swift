import Foundation
import Testability
import Testing

/// Every judged test runs on a device far from UTC, whatever the machine's
/// time zone, so that a default pinned to UTC shows on a UTC machine too;
/// the judge records a failure where it cannot choose the zone.
@Suite("The judge · every judged test runs in the device's time zone")
struct DeviceTimeZoneTests {
    @Test("A check of the app's wiring sees the device's zone and calendar, not the machine's", .appAsShipped)
    func wiringCheck() {
        #expect(TimeZone.current.identifier == DeviceTimeZone.identifier)
        #expect(Calendar.current.timeZone.identifier == DeviceTimeZone.identifier)
        #expect(Calendar.autoupdatingCurrent.timeZone.identifier == DeviceTimeZone.identifier)
    }

    @Test("A learner's judged test sees them too", .unitTests)
    func unitTest() {
        #expect(Calendar.current.timeZone.identifier == DeviceTimeZone.identifier)
    }
}
