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
    private var running: [String: Task<Void, Never>] = [:]
    private var cancelled: [Task<Void, Never>] = []
    private var appeared: Set<String> = []
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

    /// Returns once every task the view's `.task`s started has ended, those cancelled and those of views that
    /// appeared meanwhile included.
    public func untilTasksEnd() async throws {
        while !cancelled.isEmpty { await cancelled.removeFirst().value }
        var awaited: Set<String> = []
        while let (key, task) = running.first(where: { !awaited.contains($0.key) }) {
            awaited.insert(key)
            await task.value
            _ = try screen()
        }
    }

    /// The view disappears: its tasks are cancelled.
    public func disappear() {
        for task in running.values { task.cancel() }
        (isShown, cancelled, running, appeared) = (false, cancelled + running.values, [:], [])
    }

    /// Returns once something the screen showed has changed since it was last read.
    public func untilChanged() async { await changes.next() }

    /// The screen as it shows now. Throws when the view cannot render, in SwiftUI's words.
    public func inspect() throws -> InspectedView { InspectedView(node: try screen()) }

    private func screen() throws -> Node {
        if let picture, !changes.take() { return picture }
        let renderer = Renderer(keeping: kept)
        let changes = self.changes
        let root = withObservationTracking {
            renderer.screen(of: rootView)
        } onChange: {
            changes.mark()
        }
        _ = changes.take()
        (kept, picture) = (renderer.kept, nil)
        if let failure = renderer.failure { throw InspectionError(failure) }
        picture = root
        if isShown { start(renderer.tasks, appearing: renderer.appearing) }
        return root
    }

    /// Starts the tasks of views that appeared, cancels those of views that went, and runs the `onAppear` actions of
    /// views new on the screen.
    private func start(
        _ tasks: [String: @MainActor @Sendable () async -> Void], appearing: [String: @MainActor () -> Void]
    ) {
        for (key, task) in running where tasks[key] == nil {
            task.cancel()
            (cancelled, running[key]) = (cancelled + [task], nil)
        }
        appeared.formIntersection(appearing.keys)
        for (key, action) in appearing.sorted(by: { $0.key < $1.key }) where !appeared.contains(key) {
            appeared.insert(key)
            action()
        }
        for (key, action) in tasks.sorted(by: { $0.key < $1.key }) where running[key] == nil {
            running[key] = Task { await action() }
        }
    }
}

/// Whether something a render read has changed since, told from any thread as Observation tells, and who waits.
private final class Changes: Sendable {
    private let state = Mutex((changed: false, waiting: [CheckedContinuation<Void, Never>]()))

    func mark() {
        let waiting = state.withLock { state in
            defer { state = (true, []) }
            return state.waiting
        }
        for waiter in waiting { waiter.resume() }
    }

    /// Whether it changed; from now on, it has not.
    func take() -> Bool {
        state.withLock { state in
            defer { state.changed = false }
            return state.changed
        }
    }

    func next() async {
        await withCheckedContinuation { waiter in
            let changed = state.withLock { state in
                if !state.changed { state.waiting.append(waiter) }
                return state.changed
            }
            if changed { waiter.resume() }
        }
    }
}
