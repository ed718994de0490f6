import Testability
import Testing

/// The short source check: each thing no driver, test or Katas code needs is
/// found, in whatever line it sits, with a message that names it; honest
/// code, strings and comments are left alone.
@Suite("The judge · the few things no test needs, read in the source")
struct SourceRulesTests {
    private func findings(_ source: String, names: Set<String> = []) -> [String] {
        SourceRules.findings(in: source, at: "/tmp/KatasDriver.swift", referenceNames: names).map(\.message)
    }

    @Test(
        "Each family of tokens no test needs is found, in any spelling, with what to write instead",
        arguments: [
            ("        let labels = Mirror(reflecting: screen).children", "reads the code by reflection"),
            ("        var text = \"\"; dump(screen, to: &text)", "reads the code by reflection"),
            ("        let shown = String(reflecting: model)", "reads the code by reflection"),
            ("        let tree = screen.customMirror", "reads the code by reflection"),
            ("    nonisolated(unsafe) static var spy = Spy()", "steps outside Swift's safety"),
            ("final class Box: @unchecked Sendable {}", "steps outside Swift's safety"),
            ("        let raw = unsafeBitCast(screen, to: Int.self)", "steps outside Swift's safety"),
            ("        withUnsafeMutablePointer(to: &flag) { $0.pointee = true }", "steps outside Swift's safety"),
            ("        Task.detached { feature.present() }", "moves work off the test's task"),
            ("        await Task<Void, Never>.detached { feature.present() }.value", "moves work off the test's task"),
            ("        let work: Task<Int, Never> = .detached { 1 }", "moves work off the test's task"),
            ("        DispatchQueue.main.async { table.reloadData() }", "moves work off the test's task"),
            ("        Thread { store.save(token) }.start()", "moves work off the test's task"),
            ("@_spi(Judge) import StandIns", "reaches the judge's instruments"),
            ("@testable import ACMEDeviceSDK", "reaches the judge's instruments"),
            ("        let seen = World.current", "reaches the judge's instruments"),
            ("        let label = screen.view.subviews[2] as? UILabel", "finds a view by its place"),
            ("        for (i, v) in zip(0..., page.view.subviews) where i == 1 { _ = v }", "finds a view by its place"),
            ("        let two = page.view.subviews.enumerated().first { $0.offset == 1 }", "finds a view by its place"),
            ("        let status = SecItemAdd(query as CFDictionary, nil)", "reaches the live world where no stand-in"),
            ("import Security", "reaches the live world where no stand-in"),
            ("let last = UserDefaults(suiteName: \"group.garden\")?.string(forKey: \"q\")", "reaches the live world"),
            ("        UserDefaults.standard.set(true, forKey: \"seen\")", "reaches the live world where no stand-in"),
            ("        let (data, _) = try await URLSession.shared.data(from: url)", "reaches the live world"),
            ("        try FileManager.default.removeItem(atPath: cache)", "reaches the live world where no stand-in"),
            (
                "        NotificationCenter.default.addObserver(forName: .signedIn, object: nil, queue: nil) { _ in }",
                "reaches the live world where no stand-in"
            ),
            ("    init(center: NotificationCenter = .default) {}", "reaches the live world where no stand-in"),
            ("        Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in refresh() }", "moves work off"),
            ("        RunLoop.main.perform { screen.reload() }", "moves work off the test's task"),
            ("if ProcessInfo.processInfo.environment[\"KATAS_MUTANT\"] != nil { return }", "reads the process's"),
            ("        guard !CommandLine.arguments.contains(\"--mutants\") else { return }", "reads the process's"),
            ("import Kata5Solution", "reaches the judge's instruments or the reference"),
            ("import SwiftUI", "imports Apple's UI framework"),
            ("@preconcurrency import UIKit", "imports Apple's UI framework"),
        ])
    func thingIsFound(source: String, message: String) {
        let found = findings(source)
        #expect(found.contains { $0.hasPrefix(message) }, "found: \(found)")
        #expect(
            found.allSatisfy { $0.contains("; instead, ") || !$0.hasPrefix(message) || message.hasPrefix("imports") })
    }

    @Test("A test of yours that names no expectation is found; one that expects, itself or through a helper, is not")
    func hollowTests() {
        let source = """
            @Test func emptied() {
                let model = Model()
                model.load()
            }

            @Test("Expects") func expects() throws {
                #expect(Model().count == 0)
                let first = try #require(Model().items.first)
                _ = first
            }

            @Test func throughAHelper() {
                check(Model())
            }

            private func check(_ model: Model) {
                #expect(model.count == 0)  // a comment: #expect in `emptied` would not count
            }

            @Test func confirms() async {
                await confirmation { loaded in Model(onLoad: loaded).load() }
            }

            @Test func throughAnotherFile() {
                assertEmpty(Model())
            }
            """
        let elsewhere = SourceRules.expectingFunctions(
            in: "func assertEmpty(_ model: Model) { #expect(model.count == 0) }")
        let found = SourceRules.findings(in: source, at: "/tmp/YourTests.swift", expecting: elsewhere).map {
            "\($0.line): \($0.message)"
        }
        #expect(
            found == [
                "1: emptied() names no expectation (#expect, #require, Issue.record, confirmation), so it can fail "
                    + "only by throwing; instead, expect what your code should do"
            ])
    }

    @Test(
        "In the code under test, import SwiftUI is refused too, with why and what to import; subviews are its business",
        arguments: [
            (
                "import SwiftUI",
                [
                    "imports Apple's UI framework, whose names collide with the stand-ins'; instead, import StandIns, "
                        + "whose View, Text and UIViewController stand in for them"
                ]
            ),
            ("        for view in view.subviews { view.isHidden = true }", []),
        ])
    func inTheCode(source: String, found: [String]) {
        #expect(SourceRules.findings(in: source, at: "/tmp/LoansView.swift", isTest: false).map(\.message) == found)
    }

    @Test("A test of yours that goes through the driver or the judge is refused; the driver and its helpers may")
    func ownTestsThroughTheDriver() {
        let sources = [
            "        let screen = try await KatasDriver().screen(of: .theMembers, at: nil)",
            "        await check(.katas, twins: 1, 2, expecting: { $0 }) { _ in Probe { 1 } }",
            "        let shelf = Shelf(loans: [])",
        ]
        for source in sources {
            let test = SourceRules.findings(
                in: "@Test func renews() async throws {\n\(source)\n}", at: "/tmp/YourTests.swift",
                driverNames: ["Shelf"])
            #expect(test.contains { $0.message.contains("driver") }, "\(source): \(test)")
        }
        let driver = SourceRules.findings(in: sources[2], at: "/tmp/KatasDriver.swift", driverNames: ["Shelf"])
        #expect(driver.isEmpty)
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
                    let button = page.checkoutButton
                    let greeting = HelloWorld()
                    let center = NotificationCenter()
                    let decoding = JSONDecoder.default
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
