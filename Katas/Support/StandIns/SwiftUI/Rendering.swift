/// A view the host renders itself, not through its `body`.
@MainActor
protocol PrimitiveView {
    func render(into renderer: Renderer)
}

/// A view's property the host installs before each render: `@State`, `@Environment`, `@AppStorage`.
@MainActor
protocol HostedProperty {
    func install(as key: String, in renderer: Renderer)
}

/// What the screen shows: a tree of stacks and rows, whose leaves are texts and controls.
@MainActor
struct Node {
    enum Kind {
        case text(String)
        case button(String, @MainActor () -> Void)
        case toggle(String, Binding<Bool>)
        case stack
        case row(AnyHashable)
    }

    let kind: Kind
    var children: [Node] = []
    /// This node and every node in it, the screen from top to bottom.
    var all: [Node] { [self] + children.flatMap(\.all) }
}

/// One render of a view: walks its bodies, keeps each view's state by its place, and collects what the screen shows.
@MainActor
final class Renderer {
    var environment = EnvironmentValues()
    /// Why the render stopped, in SwiftUI's words, if it did.
    private(set) var failure: String?
    private let before: [String: AnyObject]
    private(set) var kept: [String: AnyObject] = [:]
    /// What runs when a view appears, by its place: an `onAppear` action, or one that starts a `.task`'s task.
    private(set) var appearing: [String: @MainActor () -> Task<Void, Never>?] = [:]
    private var path: [String] = []
    private var levels: [[Node]] = [[]]
    /// A render that finds the state kept by the last one in `before`.
    init(keeping before: [String: AnyObject]) { self.before = before }
    func screen(of root: some View) -> Node {
        render(root, at: "root")
        return Node(kind: .stack, children: levels[0])
    }

    func render<Content: View>(_ view: Content, at place: String) {
        guard failure == nil else { return }
        path.append(place)
        defer { path.removeLast() }
        if let primitive = view as? any PrimitiveView { return primitive.render(into: self) }
        for property in Mirror(reflecting: view).children {
            (property.value as? any HostedProperty)?.install(as: key(property.label ?? "?"), in: self)
        }

        if failure == nil { render(view.body, at: "\(Content.self)") }
    }

    /// Adds a text or a control.
    func add(_ kind: Node.Kind) { levels[levels.count - 1].append(Node(kind: kind)) }
    /// Adds a stack or a row, whose children `content` renders.
    func group(_ kind: Node.Kind, _ content: some View, at place: String) {
        levels.append([])
        render(content, at: place)
        let children = levels.removeLast()
        levels[levels.count - 1].append(Node(kind: kind, children: children))
    }

    /// The state kept for `key` by the last render, if of the same kind, or else a new one.
    func kept<Value: AnyObject>(_ key: String, make: () -> Value) -> Value {
        let value = before[key] as? Value ?? make()
        kept[key] = value
        return value
    }

    func onAppear(_ name: String, _ appear: @escaping @MainActor () -> Task<Void, Never>?) {
        appearing[key(name)] = appear
    }

    func fail(_ message: String) { failure = failure ?? message }
    private func key(_ name: String) -> String { path.joined(separator: "/") + "." + name }
}
