import Foundation

/// Where katas stand: one build and run of their suites, then the mutation check of each kata whose scenarios are
/// clean.
public struct Checkup: Sendable {
    public let package: URL
    public var hangAfter: Double = 20
    public var isCancelled: @Sendable () -> Bool = { false }

    public init(package: URL) {
        self.package = package
    }

    /// The katas' scorecards; a run that did not finish is every card's trouble. Throws `CancellationError`.
    public func scorecards(for katas: [Kata]) throws -> [Scorecard] {
        var suite = Suite(package: package)
        (suite.hangAfter, suite.isCancelled) = (hangAfter, isCancelled)
        let built = try suite.build(
            ticker: Ticker(
                "building",
                opening:
                    "Building the katas and their tests (after a clone: about 40 s on two quiet cores, 70 s busy)...")
        )
        let which = katas.count == 1 ? "Kata \(katas[0].number)'s" : "every kata's"
        let (run, ending, output) =
            built.ending == .exited(0)
            ? try suite.test(
                katas.map { "^Kata\($0.number)(Scenarios|Tests)\\." },
                ticker: Ticker("running the suites", opening: "Running \(which) scenarios and your tests..."))
            : (Run(eventStream: ""), built.ending, built.output)
        return try katas.map { kata in
            var card = Scorecard(kata: kata, run: run)
            card.trouble = Trouble.of(run, ending: ending, output: output)
            // With no tests of the learner's yet, there is nothing for the check to measure.
            if card.scenariosDone, !card.ownTests.isEmpty {
                var check = MutationCheck(package: package, kata: kata)
                check.suite.isCancelled = isCancelled
                card.mutation = try check.run()
            }
            return card
        }
    }
}
