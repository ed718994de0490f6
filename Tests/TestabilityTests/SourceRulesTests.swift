import Testability
import Testing

/// The driver rules the judge checks in source: each trick a driver or a
/// learner's test could play is found, with a message that names it, and an
/// honest driver is left alone.
@Suite("The judge · the rules for drivers and tests, read in their source")
struct SourceRulesTests {
    /// The kata code the specimens reach: a global toggle, a singleton, and
    /// a static function that writes a global.
    private let katas = """
        public enum RemoteFlags {
            public static var oneTapInCart = true
        }
        public var lastShown = ""
        public enum AppServices {
            static var navigator: Navigator = AppNavigator.shared
            public static func use(_ navigator: Navigator) {
                navigator = navigator
            }
        }
        """

    private func findings(_ source: String, as role: SourceRules.Role = .driver) -> [String] {
        SourceRules.findings(in: source, at: "/tmp/KatasDriver.swift", as: role, katasSource: katas).map(\.message)
    }

    @Test(
        "Each trick a driver could play is found, with a message that names it",
        arguments: [
            ("@_spi(Judge) import StandIns", "imports the judge's internals with @_spi"),
            ("@testable import StandIns", "reaches into StandIns with @testable import"),
            ("@testable import ACMEDeviceSDK", "reaches into ACMEDeviceSDK with @testable import"),
            ("        let world = World(name: \"mine\")", "makes, enters or reads a World"),
            ("        let seen = World.current.contacts", "makes, enters or reads a World"),
            ("        Task.detached { feature.present() }", "moves work off the test's task with Task.detached"),
            (
                "        DispatchQueue.global().async { store.save(token) }",
                "moves work off the test's task with DispatchQueue"
            ),
            ("        Thread { store.save(token) }.start()", "moves work off the test's task with Thread"),
            (
                "        RemoteFlags.oneTapInCart = toggles.cart",
                "writes the global RemoteFlags.oneTapInCart without setGlobal"
            ),
            ("        lastShown = \"\"", "writes the global lastShown without setGlobal"),
            ("        AppServices.use(spy)", "writes the global through AppServices.use(…) without setGlobal"),
            (
                "        let label = screen.view.subviews[2] as? UILabel",
                "reads the screen by the order of its subviews"
            ),
            (
                "        let first = page.view.subviews.first as? UIButton",
                "reads the screen by the order of its subviews"
            ),
            ("@MainActor let sharedSpy = SpyNavigator()", "keeps the main-actor global sharedSpy where both twins"),
            ("nonisolated(unsafe) var spy = SpyNavigator()", "keeps state marked nonisolated(unsafe)"),
            (
                "struct KatasDriver {\n    let spy = SpyNavigator()\n}",
                "keeps the stored property spy, made once for the driver"
            ),
            (
                "        let application = UIApplication.shared\n        application.delegate = app",
                "writes the global UIApplication.shared.delegate through application without setGlobal"
            ),
            (
                "        let app: UIApplication = .shared\n        let same = app\n        same.delegate = nil",
                "writes the global UIApplication.shared.delegate through same without setGlobal"
            ),
            (
                "        let flags = RemoteFlags.self\n        flags.oneTapInCart = false",
                "writes the global RemoteFlags.oneTapInCart through flags without setGlobal"
            ),
            (
                "        toggle(&RemoteFlags.oneTapInCart)",
                "writes the global RemoteFlags.oneTapInCart, passed inout, without setGlobal"
            ),
            (
                "final class TestsAppDelegate {}\nstruct KatasDriver {\n    private static let app = TestsAppDelegate()\n}",
                "keeps the static constant app, one TestsAppDelegate for every twin"
            ),
            (
                "actor Log {}\nstruct KatasDriver {\n    static let log: Log = { Log() }()\n}",
                "keeps the static constant log, one Log for every twin"
            ),
            (
                "final class Spy: Sendable {}\nlet spy = Spy()",
                "keeps the file-level constant spy, one Spy for every twin"
            ),
        ])
    func trickIsFound(source: String, message: String) {
        let found = findings(source)
        #expect(found.contains { $0.hasPrefix(message) }, "found: \(found)")
    }

    @Test("Labels gathered from subviews and then taken by position are found")
    func labelsByPosition() {
        let source = """
                    let labels = screen.view.subviews.compactMap { $0 as? UILabel }
                    return labels[0].text ?? ""
            """
        #expect(findings(source).contains { $0.hasPrefix("reads the screen by the order of its subviews (labels[0])") })
    }

    @Test("An honest driver breaks no rule")
    func honestDriver() {
        let source = """
            import StandIns
            import Testability

            @testable import Kata1

            /// Sets the toggles the only way the code offers, and counts it.
            struct KatasDriver: Kata1Driver {
                let version = Version.katas

                static let allOn = Toggles(cart: true, productPage: true)

                func oneTap(at entryPoint: EntryPoint, toggles: Toggles) async throws -> OneTapUnderTest {
                    let application = UIApplication.shared
                    setGlobal("UIApplication.shared.delegate", &application.delegate, to: TestsAppDelegate())
                    let shown = application.keyWindow.rootViewController
                    setGlobal("RemoteFlags.oneTapInCart", &RemoteFlags.oneTapInCart, to: toggles.cart)
                    let spy = SpyNavigator()  // "World" in a string or a comment is no finding
                    let button = page.view.subviews.compactMap { $0 as? UIButton }.first { $0.title == "Buy" }
                    return OneTapUnderTest(isEnabled: { true }, present: {}, shown: { spy.shown })
                }
            }
            """
        #expect(findings(source) == [])
    }

    @Test("Only the Solutions' driver and its doubles reach the Solutions, by import or by a name they declare")
    func reachingTheSolutions() {
        let solutionDriver = (
            path: "/tmp/SolutionDriver.swift",
            source: """
            @testable import Kata5Solution

            struct SolutionDriver: Kata5Driver {}
            func makeReference() {}
            private final class Counter {}
            """
        )
        let katasDriver = (
            path: "/tmp/KatasDriver.swift",
            source: """
            import Kata5Solution  // a comment naming SolutionDriver is no finding

            struct KatasDriver: Kata5Driver {
                let inner = SolutionDriver()
                let label = "SolutionDriver"
            }
            """
        )
        // Counter is private to SolutionDriver.swift: a Counter elsewhere is another type.
        let helper = (path: "/tmp/Helpers.swift", source: "func wire() { makeReference() }\nfinal class Counter {}\n")
        let found = SourceRules.reachesOfTheSolutions(from: [katasDriver, helper], reaching: [solutionDriver])
            .map(\.description)
        #expect(
            found == [
                "KatasDriver.swift:1: imports Kata5Solution, the reference; only SolutionDriver.swift may, and a "
                    + "Katas driver that reaches it judges the Solutions, not your code",
                "KatasDriver.swift:4: uses SolutionDriver, declared in SolutionDriver.swift, which reaches the "
                    + "Solutions; a Katas driver that uses it judges the reference, not your code",
                "Helpers.swift:1: uses makeReference, declared in SolutionDriver.swift, which reaches the "
                    + "Solutions; a Katas driver that uses it judges the reference, not your code",
            ])
    }

    @Test("A learner's test that writes a global is told to hand the code its input instead")
    func unitTestWritesAGlobal() {
        let found = findings("        RemoteFlags.oneTapInCart = false", as: .unitTests)
        #expect(
            found == [
                "writes the global RemoteFlags.oneTapInCart; another test running at the same moment can change it, "
                    + "so hand the code its input instead"
            ])
    }

    @Test("A double may keep state of its own; only a driver's type may not keep a double")
    func doubleKeepsItsOwnState() {
        let source = """
            final class SpySearch: Sendable {
                private let lock = NSLock()
            }
            """
        #expect(findings(source) == [])
    }

    @Test("A learner's test may keep its doubles where it likes")
    func unitTestMayKeepState() {
        #expect(findings("struct YourTests {\n    let spy = SpyNavigator()\n}", as: .unitTests) == [])
    }
}
