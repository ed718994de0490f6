import Foundation
import Testing

/// The time zone of the device every judged test runs on: the same on every
/// machine, and far from UTC, so that a calendar pinned to UTC says another
/// time of day, also on a machine in UTC. The first scenario, judged test or
/// check of the app's wiring moves the whole process there, once, before
/// any of them runs code, so no test sees it change.
public enum DeviceTimeZone {
    /// 9½ hours behind UTC, with no summer time: no day there is 23 or 25
    /// hours long.
    public static let identifier = "Pacific/Marquesas"

    /// Whether `TimeZone.current` and `Calendar.current` are in the zone. A
    /// calendar some code made meanwhile in the zone before may land in
    /// Foundation's cache after it was emptied: so up to three times.
    private static let moved: Bool = {
        setenv("TZ", identifier, 1)
        for _ in 1...3 {
            NSTimeZone.resetSystemTimeZone()
            if TimeZone.current.identifier == identifier, Calendar.current.timeZone.identifier == identifier {
                return true
            }
        }
        return false
    }()

    /// Moves the process to the device's zone, once; where the toolchain
    /// does not let it, records that at `sourceLocation`, every time.
    static func enter(sourceLocation: SourceLocation) {
        guard !moved else { return }
        Issue.record(
            """
            The judge cannot choose the device's time zone on this toolchain: with TZ set to \(identifier), \
            TimeZone.current is \(TimeZone.current.identifier) and Calendar.current is in \
            \(Calendar.current.timeZone.identifier), so a default pinned to UTC could pass unseen
            """, sourceLocation: sourceLocation)
    }
}
