/// The live world a unit test must not touch, item by item, and how each
/// contact with it is known: recorded by a stand-in in the world of the
/// test that made it, or refused by the rules check where no stand-in can
/// record it. The judging chapter quotes this list; the docs check holds
/// the two to each other.
public enum LiveWorld {
    /// Each item, and how every contact with it (a read, a write, a call, a
    /// post, a schedule) is known.
    public static let items: [(item: String, known: String)] = [
        (
            "the network",
            "HTTPSession and every SDK's client record each request; URLSession is refused"
        ),
        (
            "the app: its application, delegate and window",
            "UIApplication records each read and write of its delegate, and each look at its window and screen "
                + "shown on it"
        ),
        (
            "the keychain",
            "the stand-in's SecItem functions record each call; the Security framework is refused"
        ),
        (
            "the shared notification centre",
            "each post on NotificationCenter.default is recorded; observing it is refused: the code and its tests "
                + "may not name it"
        ),
        (
            "UserDefaults, every suite",
            "refused; AppDefaults, where @AppStorage keeps its values, records each read and write, and a twin "
                + "that read a key runs again with it changed"
        ),
        (
            "the file system",
            "refused: FileManager and FileHandle"
        ),
        (
            "timers, the run loop and delayed dispatch",
            "refused: Timer, RunLoop and DispatchQueue; Task.sleep and ContinuousClock are the device's clock, a "
                + "stand-in that notes each sleep: a run that waited is measured, and work still asleep when a run "
                + "ends is reported"
        ),
        (
            "radios and SDK singletons",
            "ACME's controller, the feature toggles and each SDK's shared client record each call"
        ),
    ]
}
