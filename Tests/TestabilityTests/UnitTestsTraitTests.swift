import StandIns
import Testability
import Testing

/// `.unitTests`, the trait a learner adds to their own tests.
@Suite("The judge · judging a learner's own tests")
struct UnitTestsTraitTests {
    @Test(
        "A test that reaches the live world, writes shared state or passes only as shipped is reported, with the seam",
        arguments: [
            (
                "shows a screen through AppNavigator.shared", Rule.hermetic,
                [
                    "- this unit test reached AppNavigator.shared: \"navigator: showed UIViewController",
                    "Missing seam: a double for AppNavigator.shared, handed to the code",
                ],
                { @MainActor in AppNavigator.shared.show(UIViewController()) }
            ),
            (
                "saves in the device's keychain", .hermetic, ["reached SecItemAdd"],
                {
                    _ = SecItemAdd([
                        Keychain.kSecAttrService: "s", Keychain.kSecAttrAccount: "a", Keychain.kSecValueData: "t",
                    ])
                }
            ),
            (
                "sets a feature toggle", .isolated,
                [
                    "- this unit test wrote the feature toggle \"one-tap in the cart\" (\"set it off\"), "
                        + "which every test shares"
                ],
                { FeatureToggle.setOneTapEnabledInCart(false) }
            ),
            (
                "passes only with the toggles as shipped", .isolated,
                [
                    "- this unit test passes only with the shared state as the app ships it: it read "
                        + "the feature toggle \"one-tap in the cart\"; run again with that state changed, it failed"
                ],
                { #expect(FeatureToggle.isOneTapEnabledInCart) }
            ),
            (
                "finds a label by its place: run with the views listed turned, it fails", .isolated,
                ["this unit test passes only with the views listed in the order they were added"],
                { @MainActor in #expect(doublingScreen(4).visible(UILabel.self)[1].text == "= 8") }
            ),
        ] as [(String, Rule, [String], @Sendable () async throws -> Void)])
    func mistakeIsReported(
        mistake: String, rule: Rule, saying: [String], body: @escaping @Sendable () async throws -> Void
    ) async throws {
        try await expectJudged(rule, saying: saying, body)
    }

    @Test(
        "A clean test is not reported, nor one that reads a toggle its result does not depend on",
        arguments: [
            { @MainActor in
                let label = UILabel()
                label.text = "13°"
                #expect(label.text == "13°")
            },
            {
                let caption = FeatureToggle.isOneTapEnabledInProductPage ? "on" : "off"
                #expect(!caption.isEmpty)
            },
        ] as [@Sendable () async throws -> Void])
    func cleanTestIsLeftAlone(body: @escaping @Sendable () async throws -> Void) async throws {
        try await judged(body)
    }

    @Test("Each test has a world of its own: one that writes the app's defaults is reported; one beside it is not")
    func worldsAreSeparate() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                try await expectJudged(
                    .isolated,
                    saying: [
                        "this unit test wrote the app's defaults (\"specimen.lastQuery\") (\"set it to fancy\"), "
                            + "which every test shares"
                    ]
                ) {
                    AppDefaults.standard.set("fancy", forKey: "specimen.lastQuery")
                    for _ in 0..<20 { await Task.yield() }
                }
            }
            group.addTask {
                try await judged {
                    for _ in 0..<40 { await Task.yield() }
                }
            }
            try await group.waitForAll()
        }
    }
}

/// Runs `body` as a learner's test under `.unitTests`, inside the running test.
func judged(_ body: @escaping @Sendable () async throws -> Void) async throws {
    try await UnitTestsTrait().provideScope(for: try #require(Test.current), testCase: nil, performing: body)
}

/// Runs `body` as `judged` does, then `afterwards`, and expects the judge to
/// report it as breaking `rule`, saying each of `saying`.
func expectJudged(
    _ rule: Rule, saying: [String], _ body: @escaping @Sendable () async throws -> Void,
    afterwards: @Sendable () async -> Void = {}
) async throws {
    try await withKnownIssue {
        try await judged(body)
        await afterwards()
    } matching: { issue in
        let comment = issue.comments.map(\.rawValue).joined()
        return comment.hasPrefix("\(rule.title) rule broken\n") && saying.allSatisfy(comment.contains)
    }
}
