import Foundation

extension ManualClock {
    /// "Now" as the app's code asks for it, read from this clock: `start`
    /// while the clock has not moved, and later by just as much as it has.
    ///
    /// Hand it to code that stamps what it does with the time, beside the
    /// clock it waits on, and the stamps move only when the test moves time.
    public func dates(startingAt start: Date) -> @Sendable () -> Date {
        { [self] in
            let elapsed = now.offset.components
            return start.addingTimeInterval(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
        }
    }
}
