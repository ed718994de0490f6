import Foundation
import StandIns
import Testability
import Testing

@testable import Kata2

// Your unit tests of Kata 2's code, once you have made it testable.
//
// Write them as an app's test target would have them: `@Test`, `#expect`,
// `#require`, spies and fakes (your own, or what `Contract/` gives you:
// `SpySearchService`, `SpyKeychain`, `ReloadCountingTableView`), no driver,
// no judge. Start with the article's four cases: the search receives the
// query typed; an answer with no places leaves the table empty; an answer
// with places fills it in order, each cell showing its place; an error
// empties it. `swift run katas 2` then says which changes of your code they
// miss.
// `.unitTests` judges each test as a unit test: one that reaches the live
// world, writes state every test shares, or passes only with that state as
// the app ships it fails and says how.
@MainActor
@Suite("Kata 2 · Your tests", .unitTests)
struct YourTests {
}
