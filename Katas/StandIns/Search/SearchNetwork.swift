/// The network between the app and its search service, a live stand-in: a
/// request is recorded as a contact the moment it is sent, and its response
/// waits until the app's run loop turns.
///
/// A real response arrives later, on a queue of the networking library's
/// choosing. This one waits in the running test's world until someone calls
/// `deliverResponses()`, as an app's main run loop does each time it turns,
/// and is then delivered on the caller's task. A unit test's code never
/// turns the run loop, so no answer ever reaches the code under test from
/// another thread while the test reads it.
public enum SearchNetwork {
    /// Sends `GET path` to the search service, reached through `entry` (e.g.
    /// "APIWrapper.search"), and hands its response to `completion`
    /// when the run loop next turns.
    public static func get(_ path: String, via entry: String, completion: @escaping (SearchResponse) -> Void) {
        World.current.record(Contact("network", via: entry, "GET \(path)"))
        let response = SearchServer.respond(to: path)
        pending.arrived { completion(response) }
    }

    /// Delivers every response that has arrived, oldest first, on the
    /// caller's task, as an app's main run loop does each time it turns.
    /// Requests sent by those deliveries are answered on the next turn.
    public static func deliverResponses() {
        for delivery in pending.takeAll() {
            delivery()
        }
    }

    private static var pending: PendingResponses {
        World.current.live(PendingResponses.self) { PendingResponses() }
    }
}

/// Responses that have arrived but that the run loop has not delivered yet.
private final class PendingResponses {
    private var deliveries: [() -> Void] = []

    func arrived(_ delivery: @escaping () -> Void) {
        deliveries.append(delivery)
    }

    func takeAll() -> [() -> Void] {
        defer { deliveries = [] }
        return deliveries
    }
}
