import Foundation
import StandIns
import Testability
import Testing

@testable import Kata1

// Your unit tests of Kata 1's code, once you have made it testable.
//
// Write them as an app's test target would have them: `@Test`, `#expect`,
// `#require`, your own spies and fakes, no driver, no judge.
// Write at least the article's four cases: the cart toggle off disables the
// cart's entry point; the product toggle off disables a product's; a
// disabled feature shows nothing when asked to present; an enabled one shows
// one-tap checkout, styled for its entry point.
// `.unitTests` judges each test as a unit test: one that reaches the live
// world, writes state every test shares, or passes only with that state as
// the app ships it fails and says how.
@MainActor
@Suite("Kata 1 · Your tests", .unitTests)
struct YourTests {
}
