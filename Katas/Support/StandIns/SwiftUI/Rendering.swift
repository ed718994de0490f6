/// A view the host renders itself, rather than through its `body`: text,
/// controls, stacks, modifiers.
@MainActor
protocol PrimitiveView {
    func render(into renderer: Renderer)
}

/// A property a view's value keeps with the host's help: `@State`,
/// `@Environment`, `@AppStorage`. The host installs it before each render.
@MainActor
protocol HostedProperty {
    func install(as key: String, in renderer: Renderer)
}

/// What the screen shows, once rendered: a tree of stacks and rows, whose
/// leaves are texts and controls.
@MainActor
struct Node {
    enum Kind {
        case text(String)
        case button(String, @MainActor () -> Void)
        case toggle(String, Binding<Bool>)
        case progress(String?)
        case stack
        case row(AnyHashable)
    }

    let kind: Kind
    var children: [Node] = []

    /// This node and every node in it, depth first: the screen top to
    /// bottom.
    var all: [Node] { [self] + children.flatMap(\.all) }
}

/// One render of a view: walks its bodies, keeps each view's state at its
/// place on the screen, and collects what the screen shows, the tasks to
/// run and the actions to run on appearing.
@MainActor
final class Renderer {
    /// The environment of the view being rendered.
    var environment = EnvironmentValues()
    /// Why the render stopped, in SwiftUI's words, if it did.
    private(set) var failure: String?
    /// The state the host kept before, and what this render kept of it.
    private let before: [String: AnyObject]
    private(set) var kept: [String: AnyObject] = [:]
    private(set) var tasks: [String: @MainActor @Sendable () async -> Void] = [:]
    private(set) var appearing: [String: @MainActor () -> Void] = [:]
    private var path: [String] = []
    private var levels: [[Node]] = [[]]

    init(keeping before: [String: AnyObject]) {
        self.before = before
    }

    /// Renders `root`, and returns what the screen shows.
    func screen(of root: some View) -> Node {
        render(root, at: "root")
        return Node(kind: .stack, children: levels[0])
    }

    /// Renders `view` at `place` among its siblings.
    func render<Content: View>(_ view: Content, at place: String) {
        guard failure == nil else { return }
        path.append(place)
        defer { path.removeLast() }
        if let primitive = view as? any PrimitiveView {
            primitive.render(into: self)
            return
        }
        for property in Mirror(reflecting: view).children {
            (property.value as? any HostedProperty)?.install(as: key(property.label ?? "?"), in: self)
        }
        guard failure == nil else { return }
        render(view.body, at: "\(Content.self)")
    }

    /// Adds a leaf: a text or a control.
    func add(_ kind: Node.Kind) {
        levels[levels.count - 1].append(Node(kind: kind))
    }

    /// Adds a stack or a row, whose children `content` renders.
    func group(_ kind: Node.Kind, at place: String, _ content: (Renderer) -> Void) {
        path.append(place)
        levels.append([])
        content(self)
        let children = levels.removeLast()
        path.removeLast()
        levels[levels.count - 1].append(Node(kind: kind, children: children))
    }

    /// The state kept for `key`: the host's from the last render, if it was
    /// there and of the same kind, or else a new one.
    func kept<Value: AnyObject>(_ key: String, make: () -> Value) -> Value {
        let value = before[key] as? Value ?? make()
        kept[key] = value
        return value
    }

    /// A `.task` of the view being rendered.
    func task(_ action: @escaping @MainActor @Sendable () async -> Void) {
        tasks[key("task")] = action
    }

    /// An `.onAppear` action of the view being rendered.
    func onAppear(_ action: @escaping @MainActor () -> Void) {
        appearing[key("onAppear")] = action
    }

    /// Stops the render: `message` says why.
    func fail(_ message: String) {
        failure = failure ?? message
    }

    private func key(_ name: String) -> String { path.joined(separator: "/") + "." + name }
}
