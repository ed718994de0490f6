import Foundation
import StandIns
import Testability
import Testing

@testable import Kata3

// Your unit tests of Kata 3's code, once you have made it testable.
//
// Write them as an app's test target would have them: `@Test`, `#expect`,
// `#require`, your own spies and fakes, no driver, no judge.
// Write at least the talk's three cases: San Francisco's observation shows
// "San Francisco, CA", "Partly Cloudy" and 13° (the talk expects "56°":
// spot why that is wrong); a reading of your own shows its temperature
// formatted; a screen keeps what it is given to display.
// `.unitTests` judges each test as a unit test: one that reaches the live
// world, writes state every test shares, or passes only with that state as
// the app ships it fails and says how.
@MainActor
@Suite("Kata 3 · Your tests", .unitTests)
struct YourTests {
}
