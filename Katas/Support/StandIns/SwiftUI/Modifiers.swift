import Observation

extension View {
    /// Runs `action` when the view appears, in a task of its own that the
    /// host cancels when the view disappears. As in SwiftUI, the task starts
    /// in the world of whoever showed the view: a test's, in a test.
    public func task(_ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        Modified(content: self) { renderer in renderer.task(action) }
    }

    /// Runs `action` once, when the view first appears.
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        Modified(content: self) { renderer in renderer.onAppear(action) }
    }

    /// Puts `object` in the environment of this view and every view in it,
    /// where `@Environment(Type.self)` finds it.
    public func environment<Object: AnyObject & Observable>(_ object: Object) -> some View {
        Modified(content: self) { renderer in renderer.environment.objects[ObjectIdentifier(Object.self)] = object }
    }

    /// Sets the environment's value at `keyPath` for this view and every
    /// view in it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        Modified(content: self) { renderer in renderer.environment[keyPath: keyPath] = value }
    }
}

/// A view with a modifier: `apply` changes the renderer's environment, or
/// registers a task, before the content renders; the renderer puts its
/// environment back afterwards.
struct Modified<Content: View>: View, PrimitiveView {
    let content: Content
    let apply: @MainActor (Renderer) -> Void

    var body: EmptyView { EmptyView() }

    func render(into renderer: Renderer) {
        let environment = renderer.environment
        defer { renderer.environment = environment }
        apply(renderer)
        renderer.render(content, at: "modified")
    }
}
