import Foundation

extension Suite {
    /// Where `katas` stand: one build and run of their suites, then the mutation check of each kata whose scenarios
    /// are clean and that has tests of the learner's. A run that did not finish is every card's trouble.
    public func scorecards(for katas: [Kata]) throws -> [Scorecard] {
        // The first build's time, said only before a first build.
        let first = !FileManager.default.fileExists(atPath: "\(debug.path)/TestableSwiftWorkbookPackageTests.xctest")
        let built = try build(
            ticker: Ticker(
                "building",
                opening: "Building the katas and their tests"
                    + (first ? " (the first time: about 40 s on two quiet cores, 70 s busy)..." : "...")))
        let which = katas.count == 1 ? "Kata \(katas[0].number)'s" : "every kata's"
        let (run, trouble) =
            built.ending == .exited(0)
            ? try test(
                katas.map { "^Kata\($0.number)(Scenarios|Tests)\\." },
                ticker: Ticker("running the suites", opening: "Running \(which) scenarios and your tests..."))
            : (Run(eventStream: ""), Trouble.of(Run(eventStream: ""), ending: built.ending, output: built.output))
        return try katas.map { kata in
            var card = Scorecard(kata: kata, run: run)
            card.trouble = trouble
            if card.scenariosDone, !card.ownTests.isEmpty {
                var check = MutationCheck(package: package, kata: kata)
                check.suite.isCancelled = isCancelled
                card.mutation = try check.run()
            }
            return card
        }
    }
}
