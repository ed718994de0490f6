@_spi(Judge) import StandIns
import Testability
import Testing

extension JudgeTests {
    /// The items of the live world that a stand-in measures on contact, and
    /// the views a test must not find by their place: one mistake each, and
    /// the honest design beside it.
    @MainActor
    @Suite("The live world, measured on every contact")
    struct LiveWorldSpecimens {
        @Test("A look at the app's window by the code breaks hermetic, named as a contact with the window")
        func windowRead() async throws {
            let verdict = await doubling { input in
                keeping {
                    _ = UIApplication.shared.keyWindow
                    return input * 2
                }
            }
            let breach = try #require(verdict.breach(of: .hermetic))
            #expect(breach.cause.contains("\"window: looked at the app's window\""))
        }

        @Test("A flag from the app's defaults that the outcome rests on breaks controllable, naming the key")
        func defaultsReadAndNeeded() async throws {
            let verdict = await doubling { input in
                keeping { input * (AppDefaults.standard.bool(forKey: "specimen.tripled") ? 3 : 2) }
            }
            #expect(verdict.brokenRules == [.controllable])
            let breach = try #require(verdict.breach(of: .controllable))
            #expect(
                breach.cause
                    == "alone, the twin \"3\" read the app's defaults (\"specimen.tripled\"), which every test shares; "
                    + "run again with it changed, it saw 9, not 6")
            #expect(
                breach.missingSeam
                    == "what the code reads from the app's defaults (\"specimen.tripled\"), handed to the code")
        }

        /// Three spellings of "the second label": none says `subviews`.
        nonisolated static let byPlace: [@MainActor @Sendable ([UILabel]) -> String] = [
            { $0[1].text ?? "" }, { $0.last?.text ?? "" }, { $0.dropFirst().first?.text ?? "" },
        ]

        @Test(
            "A label found by its place, in any spelling, reads another label in the twin whose views are listed turned",
            arguments: byPlace.indices)
        func positionalRead(spelling: Int) async throws {
            let verdict = await measure(twins: 3, 5, expecting: { "= \($0 * 2)" }) { input in
                let screen = doublingScreen(input)
                return Probe(act: {}, observe: { Self.byPlace[spelling](screen.visible(UILabel.self)) })
            }
            let wrong = try #require(verdict.wrongBehaviours.first)
            #expect(
                wrong.hasPrefix(
                    "the twin \"5\" expected \"= 10\", got \"Doubled\" (its views were listed in another order"))
        }

        @Test("A label found by what it shows reads the same however the views are listed")
        func readByWhatItShows() async {
            let verdict = await measure(twins: 3, 5, expecting: { "= \($0 * 2)" }) { input in
                let screen = doublingScreen(input)
                return Probe(
                    act: {},
                    observe: { screen.visible(UILabel.self).first { $0.text?.hasPrefix("=") == true }?.text ?? "" })
            }
            #expect(verdict.isClean, "\(verdict)")
        }
    }
}

/// A screen with a title and the doubled number, in that order.
@MainActor
func doublingScreen(_ input: Int) -> UIView {
    let screen = UIView()
    for text in ["Doubled", "= \(input * 2)"] {
        let label = UILabel()
        label.text = text
        screen.addSubview(label)
    }
    return screen
}
