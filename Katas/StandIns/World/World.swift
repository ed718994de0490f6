/// The stand-ins for UIKit and for the live world that the katas run in.
///
/// This module is not the learner's to change. It plays the parts an iOS app
/// gets from outside: UIKit's views and controllers, and the live resources
/// (the app's window, a server, a radio) that a unit test must never touch.
/// Every live stand-in records each contact in the `World` of the running
/// test, so the suites can measure whether a run stayed hermetic.

import Synchronization

/// The live world a piece of code runs in: the contacts it made with live
/// resources, and the live state those resources keep (the app's one window,
/// a device's charge).
///
/// Each measured run gets a world of its own through the task-local
/// `World.current`, so a contact lands in the log of the test that caused it.
/// Outside any test, code runs in `World.process`, as an app would.
public final class World: @unchecked Sendable {
    /// The world of the running task; `World.process` outside any test.
    @TaskLocal public static var current = World.process

    /// The world an app runs in when no test has set up one of its own.
    public static let process = World(name: "the process")

    /// A name that says whose world this is, for messages.
    public let name: String

    private let log = Mutex<[Contact]>([])
    private let liveState = Mutex<[ObjectIdentifier: AnyObject]>([:])

    /// A fresh world with no contacts and no live state.
    public init(name: String) {
        self.name = name
    }

    /// Every contact made in this world so far, oldest first.
    ///
    /// This is the judge's instrument: drivers never read it.
    public var contacts: [Contact] {
        log.withLock { $0 }
    }

    /// Records that code reached a live resource. Stand-ins call this at the
    /// moment they are called, on the caller's task.
    public func record(_ contact: Contact) {
        log.withLock { $0.append(contact) }
    }

    /// The live state of type `State` in this world, made on first use.
    ///
    /// The state belongs to the test that runs in this world; the suites
    /// are serialized, so no two tasks use it at once.
    public func live<State: AnyObject>(_ type: State.Type, make: () -> State) -> State {
        liveState.withLock { states in
            if let state = states[ObjectIdentifier(type)] as? State {
                return state
            }
            let state = make()
            states[ObjectIdentifier(type)] = state
            return state
        }
    }
}
