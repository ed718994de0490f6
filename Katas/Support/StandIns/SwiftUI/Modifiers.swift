import Observation

extension View {
    /// Runs `action` when the view appears, in a task the host cancels when the view goes. The task starts in the world
    /// of whoever showed the view: in a test, the test's.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        task(id: "", priority: priority, action)
    }

    /// Runs `action` when the view appears, and again, the last run cancelled, whenever `id` changes.
    public func task<ID: Equatable>(
        id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        Modified(content: self) { $0.onAppear("task \(id)") { Task { await action() } } }
    }

    /// Runs `action` when the view appears.
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        Modified(content: self) {
            $0.onAppear("onAppear") {
                action()
                return nil
            }
        }
    }

    /// Puts `object` in the environment of this view and the views in it.
    public func environment<Object: AnyObject & Observable>(_ object: Object) -> some View {
        Modified(content: self) { $0.environment.values[ObjectIdentifier(Object.self)] = object }
    }

    /// Sets the environment's value at `keyPath` for this view and the views in it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        Modified(content: self) { $0.environment[keyPath: keyPath] = value }
    }
}

/// A view with a modifier: `apply` sets the renderer up for the content, whose environment is put back after.
struct Modified<Content: View>: View, PrimitiveView {
    let content: Content
    let apply: @MainActor (Renderer) -> Void
    func render(into renderer: Renderer) {
        let environment = renderer.environment
        defer { renderer.environment = environment }
        apply(renderer)
        renderer.render(content, at: "modified")
    }
}
