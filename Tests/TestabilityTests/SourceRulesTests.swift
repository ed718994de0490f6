import Testability
import Testing

/// The short source check: each thing no driver, test or Katas code needs is
/// found, in whatever line it sits, with a message that names it; honest
/// code, strings and comments are left alone.
@Suite("The judge · the few things no test needs, read in the source")
struct SourceRulesTests {
    private func findings(_ source: String, mayReachSolutions: Bool = false, names: Set<String> = []) -> [String] {
        SourceRules.findings(
            in: source, at: "/tmp/KatasDriver.swift", mayReachSolutions: mayReachSolutions, referenceNames: names
        ).map(\.message)
    }

    @Test(
        "Each thing no test needs is found, with a message that names it",
        arguments: [
            ("        let labels = Mirror(reflecting: screen).children", "reads the code by reflection"),
            ("@_spi(Judge) import StandIns", "reaches the judge's internals"),
            ("@testable import StandIns", "reaches the judge's internals"),
            ("@testable import ACMEDeviceSDK", "reaches the judge's internals"),
            ("        let seen = World.current", "names the judge's World"),
            ("        let raw = unsafeBitCast(screen, to: Int.self)", "reaches memory through unsafe pointers"),
            ("        withUnsafeMutablePointer(to: &flag) { $0.pointee = true }", "reaches memory through unsafe"),
            ("        Task.detached { feature.present() }", "moves work off the test's task"),
            ("        DispatchQueue.global().async { store.save(token) }", "moves work off the test's task"),
            ("        DispatchQueue.main.async { table.reloadData() }", "moves work off the test's task"),
            ("        Thread { store.save(token) }.start()", "moves work off the test's task"),
            (
                "        let label = screen.view.subviews[2] as? UILabel",
                "reads the screen by the order of its subviews"
            ),
            ("        let first = page.view.subviews.first as? UIButton", "reads the screen by the order"),
            ("        let last = page.view.subviews.last!", "reads the screen by the order"),
            ("        let two = page.view.subviews.prefix(2)", "reads the screen by the order"),
            ("        let status = SecItemAdd(query as CFDictionary, nil)", "calls the real keychain"),
            ("import Security", "calls the real keychain"),
            ("import Kata5Solution", "imports the Solutions"),
        ])
    func thingIsFound(source: String, message: String) {
        let found = findings(source)
        #expect(found.contains { $0.hasPrefix(message) }, "found: \(found)")
    }

    @Test("A name the reference declares, used outside it, is found; in a comment or a string it is not")
    func referenceNames() {
        let source = """
            struct KatasDriver {  // not SolutionDriver
                let inner = SolutionDriver()
                let label = "SolutionDriver"
            }
            """
        #expect(
            findings(source, names: ["SolutionDriver"]) == ["uses SolutionDriver, which the reference driver declares"])
        #expect(findings(source, mayReachSolutions: true, names: ["SolutionDriver"]) == [])
    }

    @Test("The names a reference file declares are its top-level types, functions and constants, not its private ones")
    func declaredNames() {
        let source = """
            @testable import Kata5Solution

            struct SolutionDriver: Kata5Driver {
                let inner = 1
            }
            @MainActor
            final class StubAccountServer {}
            func makeReference() {}
            private final class SpyNavigator {}
            fileprivate let counter = 0
            """
        #expect(SourceRules.declaredNames(in: source) == ["SolutionDriver", "StubAccountServer", "makeReference"])
    }

    @Test("Honest code breaks no rule: globals, doubles, screens read as a user sees them")
    func honestCode() {
        let source = """
            import StandIns
            import Testability

            @testable import Kata1

            /// Sets the toggles the only way the code offers; the judge records it.
            struct KatasDriver: Kata1Driver {
                let version = Version.katas
                private let decoder = JSONDecoder()
                static let allOn = Toggles(cart: true, productPage: true)

                func oneTap(at entryPoint: EntryPoint, toggles: Toggles) async throws -> OneTapUnderTest {
                    FeatureToggle.setOneTapEnabledInCart(toggles.cart)
                    let shown = UIApplication.shared.keyWindow.rootViewController
                    let spy = SpyNavigator()  // "World" or "Mirror" in a string or a comment is no finding
                    let note = "Mirror(reflecting:) and Task.detached"
                    let button = page.view.subviews.compactMap { $0 as? UIButton }.first { $0.title == "Buy" }
                    let other = page.view.subviews.first(where: { $0.isHidden == false })
                    let greeting = HelloWorld()
                    return OneTapUnderTest(isEnabled: { true }, present: { Task { await feature.present() } })
                }
            }
            """
        #expect(findings(source) == [])
    }

    @Test("A finding points at its line, counted from 1, past comments and multi-line strings")
    func lines() {
        let source = "/* a\n comment */\nlet text = \"\"\"\nMirror\n\"\"\"\nlet m = Mirror(reflecting: 1)\n"
        let found = SourceRules.findings(in: source, at: "/tmp/X.swift")
        #expect(found.map(\.line) == [6])
    }
}
