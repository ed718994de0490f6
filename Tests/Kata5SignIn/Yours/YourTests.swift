import Foundation
import StandIns
import Testability
import Testing

@testable import Kata5

// Your unit tests of Kata 5's code, once you have made it testable.
//
// Write them as an app's test target would have them: `@Test`, `#expect`,
// `#require`, your own spies and fakes, no driver, no judge.
// Write at least three: signing in announces who signed in; signing out
// forgets the token; a malformed email is refused and says so.
// `.unitTests` judges each test as a unit test: one that reaches the live
// world, writes state every test shares, or passes only with that state as
// the app ships it fails and says how.
@MainActor
@Suite("Kata 5 · Your tests", .unitTests)
struct YourTests {
}
