import KataRecords
@_spi(Judge) import StandIns
import Synchronization
import Testing

/// Judges the tests it is applied to as unit tests: with `.unitTests` on a
/// suite, every test in it runs in a world of its own, watched by the same
/// stand-ins as the scenarios, and is reported when it reached a live
/// resource, even from work it left running or sleeping (hermetic); wrote
/// state every test shares (isolated); or passes only with the shared state
/// as the app ships it, or with views listed in the order they were added:
/// a test that read shared state, or listed views, and passed runs once
/// more, unseen, with that state changed or the views turned.
public struct UnitTestsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public init() {}

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        DeviceTimeZone.enter(sourceLocation: test.sourceLocation)
        let name = test.displayName ?? test.name
        let world = World(name: "the unit test \"\(name)\"")
        // The test's first issue, as the progress view quotes it: its comments, else what kind it is.
        let firstIssue = Mutex<String?>(nil)
        let watch = IssueHandlingTrait.filterIssues { issue in
            let text = issue.comments.isEmpty ? "\(issue)" : issue.comments.map(\.rawValue).joined(separator: "\n")
            firstIssue.withLock { $0 = $0 ?? text }
            return true
        }
        await MeasurementLock.shared.acquire(alone: false)
        let ran: Result<Void, any Error>
        do {
            try await Watchdog.watch("running", isolation: nil) { _ in
                try await watch.provideScope(for: test, testCase: testCase) {
                    try await world.run(isolation: nil) { try await function() }
                }
            }
            ran = .success(())
        } catch {
            ran = .failure(error)
        }
        world.close()
        await MeasurementLock.shared.release()
        let recorded = CaseRecord.name(module: test.id.moduleName, test.id.nameComponents)
        if case .failure(let error) = ran {
            Records.append(
                CaseRecord(.judged, test: recorded, failure: firstIssue.withLock { $0 } ?? "it threw \(error)"))
            throw error
        }
        var findings = Self.findings(in: world)
        let late = world.whenLate { contact in
            let breach = lateBreach([contact], after: "the test had ended")
            Issue.record(Comment(rawValue: breach.description), sourceLocation: test.sourceLocation)
        }
        if !late.isEmpty { findings.add(lateBreach(late, after: "the test had ended")) }
        if let sleeping = sleepingBreach(in: [world], after: "the test had ended") { findings.add(sleeping) }
        // Read before each rerun: a late contact may record an issue while one runs.
        let passed = { firstIssue.withLock { $0 } == nil }
        let read = world.sharedAccesses.filter { $0.kind == .read }.map(\.state).uniqued()
        if passed(), !read.isEmpty,
            let failure = await Self.failure(
                of: test, testCase, function, in: World(name: "\(name), shared state changed", startsChanged: true))
        {
            findings.add(
                Breach(
                    .isolated,
                    cause: "this unit test passes only with the shared state as the app ships it: it read "
                        + read.joined(separator: ", ") + "; run again with that state changed, it failed: \(failure)",
                    missingSeam: "what the code reads from \(read.joined(separator: ", ")), handed to it by the test"))
        }
        if passed(), world.listedViewsInOrder,
            let failure = await Self.failure(
                of: test, testCase, function, in: World(name: "\(name), views turned"), viewsTurned: true)
        {
            findings.add(
                Breach(
                    .isolated,
                    cause: "this unit test passes only with the views listed in the order they were added: run again "
                        + "with `visible(_:)` listing them in another order, as on another phone, it failed: "
                        + "\(failure); a view found by its place reads another view",
                    missingSeam: "the view the code offers (a label it keeps), or a view found by what it shows"))
        }
        for breach in findings.breaches {
            Issue.record(Comment(rawValue: breach.description), sourceLocation: test.sourceLocation)
        }
        // For the progress view: this case was judged, and how it went. A
        // test without such a record was not judged.
        Records.append(
            CaseRecord(
                .judged, test: recorded, failure: firstIssue.withLock { $0 } ?? findings.breaches.first?.description))
    }

    /// The rules `world`'s run broke: its contacts, and its writes of shared
    /// state.
    static func findings(in world: World) -> Verdict {
        let contacts = world.contacts
        var breaches = Verdict()
        for route in contacts.map(\.via).uniqued() {
            breaches.add(
                Breach(
                    .hermetic,
                    cause: "this unit test reached \(route): \(listing(contacts, via: route))",
                    missingSeam: "a double for \(route), handed to the code"))
        }
        let writes = world.sharedAccesses.filter { $0.kind == .write }
        for state in writes.map(\.state).uniqued() {
            let what = writes.filter { $0.state == state }.map { "\"\($0.what)\"" }.uniqued()
            breaches.add(
                Breach(
                    .isolated,
                    cause: "this unit test wrote \(state) (\(what.joined(separator: ", "))), which every test shares",
                    missingSeam: "what the code reads from \(state), handed to it by the test"))
        }
        return breaches
    }

    /// The first failure of an unseen run of the test in `world`, its views
    /// listed turned or not; nil if that run passes.
    static func failure(
        of test: Test, _ testCase: Test.Case?, _ function: @Sendable () async throws -> Void, in world: World,
        viewsTurned: Bool = false
    ) async -> String? {
        let first = Mutex<String?>(nil)
        let swallow = IssueHandlingTrait.filterIssues { issue in
            let place = issue.sourceLocation.map { " (line \($0.line))" } ?? ""
            first.withLock { $0 = $0 ?? "\(issue.kind)\(place)" }
            return false
        }
        do {
            try await ViewOrder.$turned.withValue(viewsTurned) {
                try await swallow.provideScope(for: test, testCase: testCase) {
                    try await world.run(isolation: nil) { try await function() }
                }
            }
        } catch {
            first.withLock { $0 = $0 ?? "it threw \(error)" }
        }
        world.close()
        return first.withLock { $0 }
    }
}

extension Trait where Self == UnitTestsTrait {
    /// Judges every test of the suite as a unit test: see `UnitTestsTrait`.
    public static var unitTests: Self { Self() }
}
