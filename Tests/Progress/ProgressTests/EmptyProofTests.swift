import Foundation
import MaintainerSupport
import Testability
import Testing

@testable import KataProgress

/// Own tests that prove nothing, each its own way, on Kata 1's answer, measured by a real mutation check: none is
/// solved, and the lessons name what they missed. Then a check killed midway leaves the learner's files as they were.
@Suite("Progress · tests that prove nothing", .serialized, .ownThreads)
struct EmptyProofTests {
    static let package = Kata.package(from: [URL(filePath: #filePath)]) ?? URL(filePath: "/")
    static let kata = Kata.all(in: package)[0]

    static let specimens = """
        import StandIns
        import TestClock
        import Testability
        import Testing

        @testable import Kata1

        @MainActor
        @Suite("Kata 1 · Tests that prove nothing", .unitTests, .serialized)
        struct YourTests {
            static var stage = false

            @Test func cannotFail() {
                let flags = FeatureFlags(oneTapInCart: true, oneTapOnProductPages: false)
                #expect(flags == flags)
                #expect([flags].count >= 0)
                #expect(Bool(true))
            }

            @Test func drivesOnlyItsDouble() {
                let navigator = RecordingNavigator()
                navigator.show(OneTapCheckoutViewController())
                #expect(navigator.shown.count == 1)
            }

            @Test func returnsEarly() {
                let feature = OneTapCheckoutFeature(from: .cart, delegate: AppOneTapDelegate(navigator: RecordingNavigator()))
                if feature.isEnabled || !feature.isEnabled { return }
                #expect(!feature.isEnabled)
            }

            @Test func parkedBehindAClock() {
                let clock = ManualClock()
                let feature = OneTapCheckoutFeature(from: .cart, delegate: AppOneTapDelegate(navigator: RecordingNavigator()))
                Task {
                    try await clock.sleep(for: .seconds(1))
                    #expect(!feature.isEnabled)
                }
            }

            @Test(arguments: 1...3) func countedThrice(unused: Int) {
                #expect(OneTapEntryPoint.cart == .cart)
            }

            @Test func setsTheStage() {
                Self.stage = true
                #expect(Self.stage)
            }

            @Test func needsTheStage() {
                #expect(Self.stage)
            }
        }

        @MainActor
        final class RecordingNavigator: Navigator {
            private(set) var shown: [UIViewController] = []
            func show(_ controller: UIViewController) { shown.append(controller) }
        }
        """

    /// Kata 1 at its answer's last checkpoint, its `YourTests.swift` replaced by `tests`.
    static func answer(with tests: String) throws -> [String: Data] {
        let ladder = Ladder(package: package, kata: kata)
        let folder = FileManager.default.temporaryDirectory.appending(path: "katas-answer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tree = try #require(try ladder.checkpointTrees().last)
        let archive = folder.appending(path: "answer.tar").path
        _ = try Command.run(["git", "archive", "--output", archive, tree, "--"] + kata.paths, in: package)
        _ = try Command.run(["tar", "-xf", archive], in: folder)
        // The ladder changes the code and the learner's folder; the contract
        // is the package's own, as it is now.
        var files = Kata.files(kata.paths, in: folder).merging(
            Kata.files(["Tests/\(kata.folder)/Contract"], in: package)
        ) { mine, _ in mine }
        files["Tests/\(kata.folder)/Yours/YourTests.swift"] = Data(tests.utf8)
        return files
    }

    @Test(
        "Expectations that cannot fail, a test of its own double, an early return, a parked task, one test counted thrice, one that needs another first: none is solved"
    )
    func specimens() throws {
        let report = try MutationCheck(
            package: Self.package, kata: Self.kata, files: try Self.answer(with: Self.specimens)
        ).run()
        #expect(report.problem == nil)
        #expect(report.kept.count >= 10)
        #expect(report.caught == 0 && !report.isEnough)
        #expect(report.lessons.count == report.kept.count)
        #expect(
            report.lessons.contains {
                $0.hasPrefix(
                    "None of your tests noticed Feature/OneTapCheckoutFeature.swift:24 with the condition `isEnabled` negated; the scenario "
                )
            })
        #expect(report.failAlone == ["needsTheStage()"])
    }

    @Test("A check killed midway leaves the learner's files byte for byte as they were")
    func killed() async throws {
        let before = Kata.files(Self.kata.paths, in: Self.package)
        await #expect(processExitsWith: .signal(SIGKILL)) {
            let package = Kata.package(from: [URL(filePath: #filePath)]) ?? URL(filePath: "/")
            let kata = Kata.all(in: package)[0]
            // Killed once it runs the tests (after reading the files, writing its copy, building it): its streams go
            // to a folder of its own.
            let streams = FileManager.default.temporaryDirectory.appending(path: "katas-killed-\(getpid())")
            try? FileManager.default.createDirectory(at: streams, withIntermediateDirectories: true)
            setenv("TMPDIR", streams.path, 1)
            try? FileManager.default.removeItem(at: package.appending(path: ".build/katas/kata\(kata.number).json"))
            Thread.detachNewThread {
                while (try? FileManager.default.contentsOfDirectory(atPath: streams.path))?.contains(where: {
                    $0.hasSuffix(".jsonl")
                }) != true {
                    usleep(10_000)
                }
                kill(getpid(), SIGKILL)
            }
            let report = try? MutationCheck(package: package, kata: kata).run()
            // Not killed: the check ended before it ran a test. Fail now, saying why, rather than wait forever.
            FileHandle.standardError.write(Data("the check ended first: \(report?.problem ?? "it threw")\n".utf8))
            exit(3)
        }
        #expect(Kata.files(Self.kata.paths, in: Self.package) == before)
    }
}
