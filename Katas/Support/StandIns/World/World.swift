// The stand-ins for UIKit and for the live world that the katas run in.
//
// This module is not the learner's to change. It plays the parts an iOS app
// gets from outside: UIKit's views and controllers, and the live resources
// (the app's window, a server, a radio, the keychain) that a unit test must
// never touch. Every live stand-in records each contact in the `World` of the
// running test, so the judge can measure whether a run stayed hermetic.

import Synchronization

/// The live world a piece of code runs in: the contacts it made with live
/// resources, and the live state those resources keep (the app's one window,
/// a device's charge, the keychain's items).
///
/// Each measured run gets a world of its own through a task-local value, so
/// a contact lands in the log of the test that caused it, also from child
/// tasks and from unstructured `Task`s, which inherit it. Outside any test,
/// code runs in `World.process`, as an app would.
///
/// Only the stand-ins and the judge see a world (through `@_spi`): a driver
/// or a test reaches the live world the way app code does, through the
/// stand-ins' own API.
public final class World: Sendable {
    private static let theProcess = World(name: "the process", isProcess: true)
    @TaskLocal static var active: World = theProcess

    /// The world of the running task; `World.process` outside any test.
    @_spi(LiveWorld) public static var current: World { active }

    /// The world an app runs in when no test has set up one of its own. A
    /// contact that lands here from no test's task escaped every test.
    @_spi(Judge) public static var process: World { theProcess }

    /// A name that says whose world this is, for messages.
    @_spi(Judge) public let name: String

    /// Whether the shared state in this world starts other than as the app
    /// ships it: the judge runs a learner's test again in such a world, to
    /// see whether its result depends on that state.
    @_spi(LiveWorld) public let startsChanged: Bool

    private let isProcess: Bool
    private let log = Mutex(Log())
    private let liveState = Mutex<[ObjectIdentifier: any AnyObject & Sendable]>([:])
    private let accesses = Mutex<[SharedAccess]>([])
    private let listedInOrder = Atomic(false)

    /// The contacts, and what happens to those that land after the run's
    /// window closed.
    private struct Log {
        var contacts: [Contact] = []
        var strays: [Contact] = []
        var closedAt: Int?
        var onLate: (@Sendable (Contact) -> Void)?
    }

    private init(name: String, isProcess: Bool, startsChanged: Bool = false) {
        self.name = name
        self.isProcess = isProcess
        self.startsChanged = startsChanged
    }

    /// A fresh world with no contacts and no live state, for one run the
    /// judge measures or one test it judges.
    ///
    /// With `startsChanged`, the shared state the stand-ins keep (the
    /// feature toggles, say) starts other than as the app ships it.
    @_spi(Judge) public convenience init(name: String, startsChanged: Bool = false) {
        NotificationCenterWatch.start()
        self.init(name: name, isProcess: false, startsChanged: startsChanged)
    }

    /// Every contact made in this world so far, oldest first, late ones
    /// included.
    ///
    /// This is the judge's instrument: drivers never read it.
    @_spi(Judge) public var contacts: [Contact] {
        log.withLock { $0.contacts }
    }

    /// Closes the run's window: a contact that lands from now on is late.
    @_spi(Judge) public func close() {
        log.withLock { $0.closedAt = $0.closedAt ?? $0.contacts.count }
    }

    /// Hands every contact that lands late from now on to `handler`, on the
    /// task that made it, and returns those that already did.
    @_spi(Judge) public func whenLate(_ handler: @escaping @Sendable (Contact) -> Void) -> [Contact] {
        log.withLock { log in
            log.onLate = handler
            return log.closedAt.map { Array(log.contacts[$0...]) } ?? []
        }
    }

    /// Runs `operation` with this world as the running task's world, and
    /// returns what it returns. Child tasks inherit the world.
    @_spi(Judge) public func run<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Result
    ) async rethrows -> Result {
        try await World.$active.withValue(self, operation: operation)
    }

    /// Runs `operation` with this world as the running task's world, and
    /// returns what it returns.
    @_spi(Judge) public func run<Result>(_ operation: () throws -> Result) rethrows -> Result {
        try World.$active.withValue(self, operation: operation)
    }

    /// Records that code reached a live resource. Stand-ins call this at the
    /// moment they are called, on the caller's task.
    @_spi(LiveWorld) public func record(_ contact: Contact) {
        let stray = isProcess && !World.isInsideATest()
        let late = log.withLock { log in
            log.contacts.append(contact)
            if stray { log.strays.append(contact) }
            return log.closedAt == nil ? nil : log.onLate
        }
        late?(contact)
    }

    /// Records a read or a write of state every test shares. Stand-ins call
    /// this at the moment they are called, on the caller's task.
    @_spi(LiveWorld) public func note(_ access: SharedAccess) {
        accesses.withLock { $0.append(access) }
    }

    /// Notes that two views or more were listed in an order no test may
    /// rely on (`UIView.visible(_:)`).
    func noteListedInOrder() {
        listedInOrder.store(true, ordering: .relaxed)
    }

    /// Whether this world's run listed two views or more by `visible(_:)`.
    @_spi(Judge) public var listedViewsInOrder: Bool {
        listedInOrder.load(ordering: .relaxed)
    }

    /// Every read and write of shared state made in this world so far,
    /// oldest first: the judge's instrument, as `contacts` is.
    @_spi(Judge) public var sharedAccesses: [SharedAccess] {
        accesses.withLock { $0 }
    }

    /// The contacts this world got from code that ran in no test's task: a
    /// thread, a dispatch queue, a detached task. Only the process's world
    /// gets any.
    @_spi(Judge) public var strayContacts: [Contact] {
        log.withLock { $0.strays }
    }

    /// Tells the process's world how to know whether the running task
    /// belongs to a test, so that a contact a test makes without a world of
    /// its own is not taken for one that left a test's task.
    @_spi(Judge) public static func recognizeTests(by isInsideATest: @escaping @Sendable () -> Bool) {
        testRecognizer.withLock { $0 = isInsideATest }
    }

    private static let testRecognizer = Mutex<(@Sendable () -> Bool)?>(nil)

    private static func isInsideATest() -> Bool {
        testRecognizer.withLock { $0 }?() ?? false
    }

    /// The live state of type `State` in this world, made on first use.
    ///
    /// State that app code touches from the main actor is a main-actor
    /// class; state a thread-safe stand-in keeps is guarded by a lock.
    @_spi(LiveWorld) public func live<State: AnyObject & Sendable>(_ type: State.Type, make: () -> State) -> State {
        let key = ObjectIdentifier(type)
        if let state = liveState.withLock({ $0[key] as? State }) {
            return state
        }
        let made = make()
        return liveState.withLock { states in
            if let state = states[key] as? State { return state }
            states[key] = made
            return made
        }
    }
}
