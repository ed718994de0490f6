import Foundation
import NotesService
import StandIns
import TestClock
import Testability
import Testing

@testable import Kata6

// Your unit tests of Kata 6's code, once you have made it testable.
//
// Write them as an app's test target would have them: `@Test`, `#expect`,
// `#require`, your own fakes, a `ManualClock` (from `TestClock`) that you
// advance, no driver, no judge, no `Task.sleep`, no `Task.yield()`.
// Write at least three: a pause of the whole delay saves the draft; a
// keystroke during the wait starts it again; offline, the status says
// "Not saved: offline".
// `.unitTests` judges each test as a unit test: one that reaches the live
// world, writes state every test shares, or passes only with that state as
// the app ships it fails and says how.
@MainActor
@Suite("Kata 6 · Your tests", .unitTests)
struct YourTests {
}
