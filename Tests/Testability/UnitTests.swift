import KataRecords
@_spi(Judge) import StandIns
import Synchronization
import Testing

/// Judges the tests it is applied to as unit tests, in Swift Testing's own
/// idiom: with `.unitTests` on a suite, every test in it runs in a world of
/// its own, watched by the same stand-ins as the scenarios, and is reported
/// when it reached a live resource, also from work it left running, or left
/// work sleeping on the device's clock (hermetic); wrote state every test
/// shares, whoever wrote it (isolated); or passes only with the shared state
/// as the app ships it, or with views listed in the order they were added:
/// a test that read shared state, or listed views, and passed runs once
/// more, unseen, with that state changed or the views turned. A read alone
/// is no fault.
public struct UnitTestsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public init() {}

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        DeviceTimeZone.enter(sourceLocation: test.sourceLocation)
        let name = test.displayName ?? test.name
        let world = World(name: "the unit test \"\(name)\"")
        let failures = Mutex((count: 0, first: String?.none))
        let watch = IssueHandlingTrait.filterIssues { issue in
            failures.withLock { ($0.count, $0.first) = ($0.count + 1, $0.first ?? Self.text(of: issue)) }
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
                CaseRecord(.judged, test: recorded, failure: failures.withLock { $0.first } ?? "it threw \(error)"))
            throw error
        }
        var findings = Self.findings(in: world)
        let late = world.whenLate { contact in
            let breach = lateBreach([contact], after: "the test had ended")
            Issue.record(Comment(rawValue: breach.description), sourceLocation: test.sourceLocation)
        }
        if !late.isEmpty { findings.append(lateBreach(late, after: "the test had ended")) }
        if let sleeping = sleepingBreach(in: [world], after: "the test had ended") { findings.append(sleeping) }
        let read = world.sharedAccesses.filter { $0.kind == .read }.map(\.state).uniqued()
        if failures.withLock({ $0.count }) == 0, !read.isEmpty,
            let failure = await Self.failure(
                of: test, testCase, function, in: World(name: "\(name), shared state changed", startsChanged: true))
        {
            findings.append(
                Breach(
                    .isolated,
                    cause: "this unit test passes only with the shared state as the app ships it: it read "
                        + read.joined(separator: ", ") + "; run again with that state changed, it failed: \(failure)",
                    missingSeam: "what the code reads from \(read.joined(separator: ", ")), handed to it by the test"))
        }
        if failures.withLock({ $0.count }) == 0, world.listedViewsInOrder,
            let failure = await ViewOrder.$turned.withValue(
                true,
                operation: {
                    await Self.failure(of: test, testCase, function, in: World(name: "\(name), views turned"))
                })
        {
            findings.append(
                Breach(
                    .isolated,
                    cause: "this unit test passes only with the views listed in the order they were added: run again "
                        + "with `visible(_:)` listing them in another order, as on another phone, it failed: "
                        + "\(failure); a view found by its place reads another view",
                    missingSeam: "the view the code offers (a label it keeps), or a view found by what it shows"))
        }
        let breaches = Self.merged(findings)
        for breach in breaches {
            Issue.record(Comment(rawValue: breach.description), sourceLocation: test.sourceLocation)
        }
        // For the progress view: this case was judged, and how it went. A
        // test without such a record was not judged.
        Records.append(
            CaseRecord(.judged, test: recorded, failure: failures.withLock { $0.first } ?? breaches.first?.description))
    }

    /// An issue as the progress view quotes it: its comments, else what kind it is.
    static func text(of issue: Issue) -> String {
        issue.comments.isEmpty ? "\(issue)" : issue.comments.map(\.rawValue).joined(separator: "\n")
    }

    /// The rules `world`'s run broke: its contacts, and its writes of shared
    /// state.
    static func findings(in world: World) -> [Breach] {
        let contacts = world.contacts
        var breaches: [Breach] = []
        for route in contacts.map(\.via).uniqued() {
            breaches.append(
                Breach(
                    .hermetic,
                    cause: "this unit test reached \(route): \(listing(contacts, via: route))",
                    missingSeam: "a double for \(route), handed to the code"))
        }
        let writes = world.sharedAccesses.filter { $0.kind == .write }
        for state in writes.map(\.state).uniqued() {
            let what = writes.filter { $0.state == state }.map { "\"\($0.what)\"" }.uniqued()
            breaches.append(
                Breach(
                    .isolated,
                    cause: "this unit test wrote \(state) (\(what.joined(separator: ", "))), which every test shares",
                    missingSeam: "what the code reads from \(state), handed to it by the test"))
        }
        return merged(breaches)
    }

    /// The first failure of an unseen run of the test in `world`; nil if
    /// that run passes.
    static func failure(
        of test: Test, _ testCase: Test.Case?, _ function: @Sendable () async throws -> Void, in world: World
    ) async -> String? {
        let first = Mutex<String?>(nil)
        let swallow = IssueHandlingTrait.filterIssues { issue in
            let place = issue.sourceLocation.map { " (line \($0.line))" } ?? ""
            first.withLock { $0 = $0 ?? "\(issue.kind)\(place)" }
            return false
        }
        do {
            try await swallow.provideScope(for: test, testCase: testCase) {
                try await world.run(isolation: nil) { try await function() }
            }
        } catch {
            first.withLock { $0 = $0 ?? "it threw \(error)" }
        }
        world.close()
        return first.withLock { $0 }
    }

    /// The breaches, one per rule, causes and seams merged in order.
    static func merged(_ breaches: [Breach]) -> [Breach] {
        var verdict = Verdict()
        for breach in breaches { verdict.add(breach) }
        return verdict.breaches
    }
}

extension Trait where Self == UnitTestsTrait {
    /// Judges every test of the suite as a unit test: a test that reaches a
    /// live resource, writes shared state, or passes only with the shared
    /// state as the app ships it fails, with what it did and the seam it
    /// went around.
    public static var unitTests: Self { Self() }
}
