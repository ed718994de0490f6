import Foundation
import StandIns
import Testability
import Testing

@testable import Kata4

// Your unit tests of Kata 4's code, once you have made it testable.
//
// Write them as an app's test target would have them: `@Test`, `#expect`,
// `#require`, your own spies and fakes, no driver, no judge.
// Write at least three: the article's case (a scan lists the devices found,
// and commands nothing else), then arming arms only the device picked, and
// igniting a device never armed sends nothing.
// `.unitTests` judges each test as a unit test: one that reaches the live
// world, writes state every test shares, or passes only with that state as
// the app ships it fails and says how.
@MainActor
@Suite("Kata 4 · Your tests", .unitTests)
struct YourTests {
}
