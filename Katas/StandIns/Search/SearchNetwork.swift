/// The network between the app and its search service, a live stand-in: a
/// request is recorded as a contact the moment it is sent, and its response
/// waits for the app's main run loop.
///
/// A real response arrives later, on a queue of the networking library's
/// choosing. This one is scheduled on `MainRunLoop.shared`, which keeps it in
/// the running test's world until someone runs the loop, and then delivers it
/// on the caller's task. A unit test's code never runs the loop, so no answer
/// ever reaches the code under test from another thread while the test reads
/// it.
public enum SearchNetwork {
    /// Sends `GET path` to the search service, reached through `entry` (e.g.
    /// "APIWrapper.search"), and hands its response to `completion`
    /// when the main run loop next runs.
    public static func get(_ path: String, via entry: String, completion: @escaping (SearchResponse) -> Void) {
        World.current.record(Contact("network", via: entry, "GET \(path)"))
        let response = SearchServer.respond(to: path)
        MainRunLoop.shared.perform { completion(response) }
    }
}
