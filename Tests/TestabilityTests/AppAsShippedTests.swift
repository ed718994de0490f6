import Foundation
import Testability
import Testing

/// A check of the app's wiring runs on a device far from UTC, whatever the
/// machine's time zone, so that a default pinned to UTC shows on a UTC
/// machine too; the trait itself records a failure when it cannot choose
/// the zone, or cannot put the machine's back.
@Suite("The judge · a check of the app's wiring chooses the device's time zone")
struct AppAsShippedTests {
    @Test("The device's time zone and calendar are the check's own, not the machine's", .appAsShipped)
    func chosenZone() {
        #expect(TimeZone.current.identifier == AppAsShippedTrait.timeZone)
        #expect(Calendar.current.timeZone.identifier == AppAsShippedTrait.timeZone)
        #expect(Calendar.autoupdatingCurrent.timeZone.identifier == AppAsShippedTrait.timeZone)
    }
}
