import Testing

@testable import KataProgress

/// A build that fails names the kata whose files fail, the first error with
/// its file and line, and the command that sets that kata's work aside: the
/// specimens are compiler output as `swift test` prints it.
@Suite("Progress · a build failure names its kata")
struct BuildErrorTests {
    /// What `swift test` prints when a learner's Kata 3 edit does not compile.
    static let kata3Output = """
        [1/12] Compiling Kata3 WeatherViewController.swift
        /Users/ada/workbook/Katas/Kata3WeatherScreen/WeatherViewController.swift:42:9: error: cannot find 'temprature' in scope
        40 |
        41 |     func show() {
        42 |         temprature.text = "21°"
           |         `- error: cannot find 'temprature' in scope
        /Users/ada/workbook/Katas/Kata3WeatherScreen/WeatherViewController.swift:50:1: error: expected '}'
        error: fatalError
        """

    @Test("The board names the kata, the first error's file and line, and the reset that keeps the work")
    func learnersKata() throws {
        let trouble = Trouble.of(run: Run(eventStream: ""), ending: .exited(1), output: Self.kata3Output)
        guard case .buildFailed(let error) = trouble else {
            Issue.record("not a build failure: \(String(describing: trouble))")
            return
        }
        let first = try #require(error)
        #expect(first.kata == 3)
        #expect(first.isLearners)
        #expect(first.file == "Katas/Kata3WeatherScreen/WeatherViewController.swift")
        #expect(first.line == 42)
        #expect(first.message == "cannot find 'temprature' in scope")
        let report = try #require(trouble).report(command: "swift test --filter 'Kata[12345]'")
        #expect(report.contains("Kata 3's files do not compile"))
        #expect(
            report.contains(
                "  Katas/Kata3WeatherScreen/WeatherViewController.swift:42: error: cannot find 'temprature' in scope"))
        #expect(report.contains("  swift run katas reset 3 --keep"))
        #expect(!report.contains("expected '}'"))
        var card = Scorecard(number: 1, title: "T", from: Run(eventStream: ""))
        card.trouble = trouble
        #expect(card.summaryLine(minimumOwnTests: 1) == "Kata 1  not run: Kata 3's files do not compile · not solved")
        card = Scorecard(number: 3, title: "T", from: Run(eventStream: ""))
        card.trouble = trouble
        #expect(card.summaryLine(minimumOwnTests: 1).hasPrefix("Kata 3  its files do not compile"))
    }

    @Test(
        "Every folder of a kata maps to it: the learner's two, and the four that are not theirs",
        arguments: [
            ("/w/Katas/Kata1OneTapCheckout/CartViewController.swift", 1, true),
            ("/w/Tests/Kata2Search/Yours/YourTests.swift", 2, true),
            ("/w/Tests/Kata5SignIn/Yours/KatasDriver.swift", 5, true),
            ("/w/Tests/Kata5SignIn/Judge/Kata5Scenarios.swift", 5, false),
            ("/w/Solutions/Kata4RemoteDetonator/DetonatorViewModel.swift", 4, false),
            ("/w/Tests/Kata3Weather/Reference/SolutionDriver.swift", 3, false),
            ("/w/Tests/Kata2Search/Examples/SearchTests.swift", 2, false),
            ("/home/Tests/w/Katas/Kata1OneTapCheckout/New.swift", 1, true),
        ])
    func folders(path: String, kata: Int, isLearners: Bool) throws {
        let error = try #require(BuildError(compilerOutput: "\(path):7:3: error: boom"))
        #expect(error.kata == kata)
        #expect(error.isLearners == isLearners)
        #expect(error.line == 7)
        #expect(
            error.file.hasPrefix(
                path.contains("/Solutions/") ? "Solutions/" : path.contains("/Katas/") ? "Katas/" : "Tests/"))
    }

    @Test("A file that is not the learner's is set aside by git, not by a kata's reset")
    func notLearners() throws {
        let error = try #require(
            BuildError(compilerOutput: "/w/Solutions/Kata4RemoteDetonator/DetonatorViewModel.swift:3:1: error: x"))
        let report = error.report.joined(separator: "\n")
        #expect(report.contains("Kata 4's files do not compile"))
        #expect(
            report.contains(
                "git stash push --include-untracked -- Solutions/Kata4RemoteDetonator/DetonatorViewModel.swift"))
        #expect(!report.contains("katas reset"))
    }

    @Test("An error in no kata's folders (support code, a link error) is quoted as it is")
    func noKata() throws {
        let support = try #require(
            BuildError(compilerOutput: "/w/Katas/Support/StandIns/UIKit/UILabel.swift:9:2: error: x"))
        #expect(support.kata == nil)
        #expect(support.quoted == "/w/Katas/Support/StandIns/UIKit/UILabel.swift:9: error: x")
        let link = try #require(BuildError(compilerOutput: "error: link command failed with exit code 1"))
        #expect(link.kata == nil && link.file.isEmpty)
        #expect(
            link.report == [
                "The package did not build, so no test ran.", "  error: link command failed with exit code 1",
            ])
        #expect(BuildError(compilerOutput: "Building for debugging...") == nil)
    }
}
