import Foundation
import LibraryService
import StandIns
import Testability
import Testing

@testable import Kata7

// Your unit tests of Kata 7's code, once you have made it testable.
//
// Write them as an app's test target would have them: `@Test`, `#expect`,
// your own library double, a fixed "now", a calendar of your own; no
// driver, no judge. Test the model you extract, and keep one render check
// through `UIHostingController`. Write at least three: a loan due the next
// calendar day says "Due tomorrow"; overdue loans come first; offline, the
// screen says why.
// `.unitTests` judges each test as a unit test: one that reaches the live
// world, writes state every test shares, or passes only with that state as
// the app ships it fails and says how.
@MainActor
@Suite("Kata 7 · Your tests", .unitTests)
struct YourTests {
}
