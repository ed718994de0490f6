import StandIns
import Testing

@testable import Kata2

extension Kata2Scenarios {
    /// How the before code behaves in the live world, outside any scenario: the
    /// request is a contact the moment it is sent, and the server's answer
    /// arrives only when the app's run loop turns, on the turning task.
    ///
    /// These checks read the world's contacts: they test the stand-in, not a
    /// version, and no verdict comes from them.
    @Suite("The live search, as the app meets it")
    struct LiveSearchStandIn {
        @Test("The request is sent at once, and the answer waits for the run loop")
        func answerWaitsForTheRunLoop() {
            let world = World(name: "the live search")
            World.$current.withValue(world) {
                let tableView = UITableView()
                let dataSource = SearchResultsDataSource(tableView: tableView)
                dataSource.fetchSearchResults(query: "fancy restaurant")
                #expect(world.contacts.map(\.description) == ["network: GET /search?q=fancy%20restaurant"])
                #expect(tableView.visibleCells.isEmpty)

                MainRunLoop.shared.runUntilIdle()
                #expect(
                    tableView.visibleCells.map { $0.textLabel?.text }
                        == ["Fancy Restaurant Lumière", "Le Jardin, a fancy restaurant"]
                )
            }
        }

        @Test("A search the server finds nothing for empties the table")
        func nothingFound() {
            World.$current.withValue(World(name: "a search that finds nothing")) {
                let tableView = UITableView()
                let dataSource = SearchResultsDataSource(tableView: tableView)
                dataSource.fetchSearchResults(query: "sushi")
                MainRunLoop.shared.runUntilIdle()
                #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Sushi Ko"])

                dataSource.fetchSearchResults(query: "xyzzy")
                MainRunLoop.shared.runUntilIdle()
                #expect(tableView.visibleCells.isEmpty)
            }
        }
    }
}
