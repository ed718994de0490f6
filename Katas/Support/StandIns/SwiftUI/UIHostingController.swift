import Dispatch
import Observation
import Synchronization

/// A stand-in for SwiftUI's `UIHostingController`: shows a view, which a test reads and taps with ViewInspector's names
/// (`Inspectable`). It keeps each view's `@State` by where the view stands, and renders again, when next read, once
/// something a render read has changed; a change Observation is not told of leaves the screen as it was, as on a phone.
@MainActor
open class UIHostingController<Content: View>: UIViewController, Inspectable {
    /// The view the host shows.
    public var rootView: Content { didSet { changes.mark() } }
    private var kept: [String: AnyObject] = [:]
    private var picture: Node?
    /// What has appeared, by its place on the screen, and the task to cancel when it goes if it is a `.task`.
    private var appeared: [String: Task<Void, Never>?] = [:]
    /// The tasks started, or cancelled, that `untilTasksEnd()` has not yet seen end.
    private var unfinished: [Task<Void, Never>] = []
    private var isShown = false
    private let changes = Changes()

    public init(rootView: Content) { self.rootView = rootView }

    /// The view appears: its `onAppear` actions run and its tasks start, in the caller's world. Returns at once.
    public func show() throws {
        (isShown, picture) = (true, nil)
        _ = try screen()
    }

    /// The view appears, and this returns once the tasks it started have ended.
    public func appear() async throws {
        try show()
        try await untilTasksEnd()
    }

    /// Returns once all the tasks the view's `.task`s started have ended, cancelled ones and later ones included.
    public func untilTasksEnd() async throws {
        _ = try screen()
        while !unfinished.isEmpty {
            await unfinished.removeFirst().value
            _ = try screen()
        }
    }

    /// The view disappears: its tasks are cancelled.
    public func disappear() {
        isShown = false
        update([:])
    }

    /// Returns once something the screen showed has changed since it was last read.
    public func untilChanged() async { await changes.next() }

    /// The screen as it shows now. Throws when the view cannot render, in SwiftUI's words.
    public func inspect() throws -> InspectedView { InspectedView(node: try screen()) }

    private func screen() throws -> Node {
        if let picture, !changes.take() { return picture }
        let renderer = Renderer(keeping: kept)
        let root = withObservationTracking({ renderer.screen(of: rootView) }, onChange: changes.mark)
        _ = changes.take()
        (kept, picture) = (renderer.kept, renderer.failure == nil ? root : nil)
        if let failure = renderer.failure { throw InspectionError(failure) }
        if isShown { update(renderer.appearing) }
        return root
    }

    /// Cancels the tasks of views that went, and runs what views new on the screen run on appearing.
    private func update(_ appearing: [String: @MainActor () -> Task<Void, Never>?]) {
        for (key, task) in appeared where appearing[key] == nil {
            task?.cancel()
            appeared.removeValue(forKey: key)
        }
        for (key, appear) in appearing.sorted(by: { $0.key < $1.key }) where !appeared.keys.contains(key) {
            let task = appear()
            appeared.updateValue(task, forKey: key)
            if let task { unfinished.append(task) }
        }
    }
}

/// Whether something a render read has changed since, told from any thread as Observation tells, and who waits.
/// Each goes through one queue: the thread sanitizer sees the queue's order, not the Mutex's futex.
private final class Changes: Sendable {
    private static let order = DispatchQueue(label: "katas.swiftui.changes")
    private let state = Mutex((changed: false, waiting: [CheckedContinuation<Void, Never>]()))

    func mark() {
        Self.order.sync {
            state.withLock { state in
                for waiter in state.waiting { waiter.resume() }
                state = (true, [])
            }
        }
    }

    /// Whether it changed; from now on, it has not.
    func take() -> Bool { Self.order.sync { state.withLock { exchange(&$0.changed, with: false) } } }

    func next() async {
        await withCheckedContinuation { waiter in
            Self.order.sync { state.withLock { if $0.changed { waiter.resume() } else { $0.waiting.append(waiter) } } }
        }
    }
}
