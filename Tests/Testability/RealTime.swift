/// Real time as an input: a run that had to wait for it could not choose when
/// it passes. The judge never sleeps; it reads the wall clock around a run.
public enum RealTime {
    /// The wall time from which a twin's solo run counts as having waited:
    /// far above what a run takes on a loaded machine, where other suites'
    /// tests share the main actor (a few milliseconds, a few hundred at
    /// worst), and below the delays an app waits for on purpose (a two-second
    /// debounce). A learner's unit test is not timed: it runs beside every
    /// other test, and its wall time says more about them than about it.
    /// A task-local, so that the judge's own tests can try it in a fraction
    /// of the time.
    @TaskLocal public static var threshold: Duration = .seconds(1)

    /// `duration` in seconds, as a message says it: "0.5 s".
    static func seconds(_ duration: Duration) -> String {
        let tenths = (Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18) * 10
        return "\(Double(tenths.rounded()) / 10) s"
    }
}
