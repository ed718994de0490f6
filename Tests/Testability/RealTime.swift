/// Real time as an input: a run that had to wait for it could not choose when
/// it passes. The judge never sleeps; it reads the wall clock around a run.
public enum RealTime {
    /// The wall time from which a twin's solo run counts as having waited:
    /// far above what a run takes on a loaded machine (a few hundred
    /// milliseconds at worst), and below the delays an app waits for on
    /// purpose (a two-second debounce). A learner's unit test is not timed:
    /// it runs beside every other test, and its wall time says more about
    /// them. A task-local, so that the judge's own tests can try it quickly.
    @TaskLocal public static var threshold: Duration = .seconds(1)

    /// `duration` in seconds, as a message says it: "0.5 s".
    static func seconds(_ duration: Duration) -> String {
        "\((duration / .milliseconds(100)).rounded() / 10) s"
    }
}
