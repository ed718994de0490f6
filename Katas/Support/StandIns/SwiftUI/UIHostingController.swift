import Observation
import Synchronization

/// A stand-in for SwiftUI's `UIHostingController`: shows a SwiftUI view on a
/// UIKit screen. Not SwiftUI's: a test reads and taps what it shows with
/// ViewInspector's names (`find(text:)`, `find(button:).tap()`), and shows
/// and hides it with `appear()` and `disappear()`.
///
/// The host keeps each view's `@State` where the view stands on the screen,
/// and renders the view again, when next read, once something it read has
/// changed: a `@State`, an `@AppStorage`, a property of an `@Observable`
/// object. A change Observation is not told of (an `@ObservationIgnored`
/// property, a plain class) leaves the screen as it was, as on a phone.
@MainActor
open class UIHostingController<Content: View>: UIViewController, Inspectable {
    /// The view the host shows.
    public var rootView: Content {
        didSet { changes.mark() }
    }

    private var kept: [String: AnyObject] = [:]
    private var picture: Node?
    private var running: [String: Task<Void, Never>] = [:]
    private var appeared: Set<String> = []
    private var isShown = false
    private let changes = Changes()

    /// A host that shows `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// The view appears, and this returns at once: its `onAppear` actions
    /// run and its tasks start, in the world of the caller. Throws when the
    /// view cannot render.
    public func show() throws {
        isShown = true
        picture = nil
        _ = try screen()
    }

    /// The view appears, and this returns once every task its views started
    /// on appearing has ended. Throws when the view cannot render.
    public func appear() async throws {
        try show()
        try await untilTasksEnd()
    }

    /// Returns once every task the view's `.task`s started has ended, and
    /// those of views that appeared meanwhile.
    public func untilTasksEnd() async throws {
        var awaited: Set<String> = []
        while let (key, task) = running.first(where: { !awaited.contains($0.key) }) {
            awaited.insert(key)
            await task.value
            _ = try screen()
        }
    }

    /// The view disappears: the tasks its views started are cancelled.
    public func disappear() {
        isShown = false
        for task in running.values { task.cancel() }
        running = [:]
        appeared = []
    }

    /// Returns once something the screen showed has changed, since it was
    /// last read: a state, a stored setting, an observed property.
    public func untilChanged() async {
        await changes.next()
    }

    /// What the screen shows now, rendered again if anything it read has
    /// changed. Throws when the view cannot render.
    public func inspect() throws -> InspectedView {
        InspectedView(try screen())
    }

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
        kept = renderer.kept
        if let failure = renderer.failure {
            picture = nil
            throw InspectionError(failure)
        }
        picture = root
        if isShown { start(renderer.tasks, appearing: renderer.appearing) }
        return root
    }

    /// Starts the tasks of views that appeared, cancels those of views that
    /// went, and runs the `onAppear` actions of views new on the screen.
    private func start(
        _ tasks: [String: @MainActor @Sendable () async -> Void], appearing: [String: @MainActor () -> Void]
    ) {
        for (key, task) in running where tasks[key] == nil {
            task.cancel()
            running[key] = nil
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

/// Whether something a render read has changed since, and who waits to
/// hear of it. Told from any thread, as Observation tells.
private final class Changes: Sendable {
    private let state = Mutex((changed: false, waiting: [CheckedContinuation<Void, Never>]()))

    func mark() {
        let waiting = state.withLock { state in
            state.changed = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for waiter in waiting { waiter.resume() }
    }

    /// Whether it changed; it has not, from now on.
    func take() -> Bool {
        state.withLock { state in
            defer { state.changed = false }
            return state.changed
        }
    }

    func next() async {
        await withCheckedContinuation { waiter in
            let now = state.withLock { state in
                if state.changed { return true }
                state.waiting.append(waiter)
                return false
            }
            if now { waiter.resume() }
        }
    }
}
