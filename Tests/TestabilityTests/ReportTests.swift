import Testability
import Testing

extension JudgeTests {
    /// The reporting policy, where it can be tested: an outer
    /// `withKnownIssue` passes only when the report inside it recorded an
    /// issue. (A known issue on the Katas version is itself a
    /// `withKnownIssue`, which cannot be tested from inside another; the kata
    /// suites show it at work.)
    @MainActor
    @Suite("Reporting verdicts")
    struct ReportTests {
        @Test("A wrong behaviour is a failure on both versions", arguments: [Version.solution, .katas])
        func wrongBehaviourFails(on version: Version) async {
            let verdict = await doubling(wrong)
            withKnownIssue("the report must record the wrong behaviour") {
                report(verdict, on: version)
            }
        }

        @Test("A broken rule is a failure on the Solutions version")
        func brokenRuleFailsTheSolution() async {
            let verdict = await doubling(readsGlobalInput)
            withKnownIssue("the report must record the broken rule") {
                report(verdict, on: .solution)
            }
        }

        @Test("A clean verdict records nothing on either version", arguments: [Version.solution, .katas])
        func cleanRecordsNothing(on version: Version) async {
            report(await doubling(injected), on: version)
        }
    }
}
