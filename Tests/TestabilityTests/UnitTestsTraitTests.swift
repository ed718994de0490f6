import StandIns
import Testability
import Testing

/// `.unitTests`, the trait a learner adds to their own tests: a test that
/// reaches the live world, writes shared state, or passes only with the
/// shared state as shipped is reported with what it did and the seam it went
/// around; a clean test is left alone, also when it reads shared state it
/// does not depend on.
@Suite("The judge · judging a learner's own tests")
struct UnitTestsTraitTests {
    private func judged(_ body: @escaping @Sendable () async throws -> Void) async throws {
        let test = try #require(Test.current)
        try await UnitTestsTrait().provideScope(for: test, testCase: nil, performing: body)
    }

    @Test("A test that shows a screen through AppNavigator.shared is reported, with the contact and the seam")
    func liveContactIsReported() async throws {
        try await withKnownIssue {
            try await judged { @MainActor in
                AppNavigator.shared.show(UIViewController())
            }
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined()
            return comment.hasPrefix("Hermetic rule broken\n")
                && comment.contains(
                    "- this unit test reached AppNavigator.shared: \"navigator: showed UIViewController")
                && comment.contains("Missing seam: a double for AppNavigator.shared, handed to the code")
        }
    }

    @Test("A test that saves in the device's keychain is reported")
    func keychainIsReported() async throws {
        try await withKnownIssue {
            try await judged {
                _ = SecItemAdd([
                    Keychain.kSecAttrService: "s", Keychain.kSecAttrAccount: "a", Keychain.kSecValueData: "t",
                ])
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("reached SecItemAdd")
        }
    }

    @Test("A clean test is not reported")
    func cleanTestIsLeftAlone() async throws {
        try await judged { @MainActor in
            let label = UILabel()
            label.text = "13°"
            #expect(label.text == "13°")
        }
    }

    @Test("Each test's contacts stay in its own world: two judged tests at once do not see each other's")
    func worldsAreSeparate() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.judged {} }
            group.addTask { try await self.judged {} }
            try await group.waitForAll()
        }
    }

    @Test("A test that sets a feature toggle is reported: it wrote state every test shares")
    func writeIsReported() async throws {
        try await withKnownIssue {
            try await judged {
                FeatureToggle.setOneTapEnabledInCart(false)
            }
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined()
            return comment.hasPrefix("Isolated rule broken\n")
                && comment.contains(
                    "- this unit test wrote the feature toggle \"one-tap in the cart\" (\"set it off\"), "
                        + "which every test shares")
        }
    }

    @Test("A test that passes only with the toggles as shipped is reported, with what it read")
    func dependenceIsReported() async throws {
        try await withKnownIssue {
            try await judged {
                #expect(FeatureToggle.isOneTapEnabledInCart)
            }
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined()
            return comment.hasPrefix("Isolated rule broken\n")
                && comment.contains(
                    "- this unit test passes only with the shared state as the app ships it: it read "
                        + "the feature toggle \"one-tap in the cart\"; run again with that state changed, it failed")
        }
    }

    @Test("A test that reads a toggle its result does not depend on is not reported")
    func readAloneIsClean() async throws {
        try await judged {
            let caption = FeatureToggle.isOneTapEnabledInProductPage ? "on" : "off"
            #expect(!caption.isEmpty)
        }
    }
}
