/// Real time as an input: a run that had to wait for it could not choose when
/// it passes. The judge never sleeps; it reads the wall clock around a run.
public enum RealTime {
    /// The wall time from which a run counts as having waited: far above what
    /// a twin's run takes on a loaded machine (a few milliseconds), far below
    /// any delay an app waits for on purpose.
    public static let threshold: Duration = .milliseconds(250)

    /// `duration` in seconds, as a message says it: "0.5 s".
    static func seconds(_ duration: Duration) -> String {
        let tenths = (Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18) * 10
        return "\(Double(tenths.rounded()) / 10) s"
    }
}
