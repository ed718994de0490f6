/// A stand-in for SwiftUI's `Text`: a line of text on the screen.
public struct Text: View, PrimitiveView {
    let content: String

    /// Text that shows `content` as it is.
    public init(_ content: some StringProtocol) { self.content = String(content) }
    /// Text that shows `content` as it is.
    public init(verbatim content: String) { self.content = content }

    public var body: EmptyView { EmptyView() }
    func render(into renderer: Renderer) { renderer.add(.text(content)) }
}

/// A stand-in for SwiftUI's `Button`, titled with text.
public struct Button: View, PrimitiveView {
    let title: String
    let action: @MainActor () -> Void

    /// A button titled `title` that runs `action` when tapped.
    public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
        self.title = String(title)
        self.action = action
    }

    public var body: EmptyView { EmptyView() }
    func render(into renderer: Renderer) { renderer.add(.button(title, action)) }
}

/// A stand-in for SwiftUI's `Toggle`: a switch, labelled with text, bound to
/// a value.
public struct Toggle: View, PrimitiveView {
    let label: String
    let isOn: Binding<Bool>

    /// A switch labelled `label` that shows and sets `isOn`.
    public init(_ label: some StringProtocol, isOn: Binding<Bool>) {
        self.label = String(label)
        self.isOn = isOn
    }

    public var body: EmptyView { EmptyView() }
    func render(into renderer: Renderer) { renderer.add(.toggle(label, isOn)) }
}

/// A stand-in for SwiftUI's `ProgressView`: a spinner, with a label if given.
public struct ProgressView: View, PrimitiveView {
    let label: String?

    public init() { label = nil }
    /// A spinner labelled `label`: "Loading…".
    public init(_ label: some StringProtocol) { self.label = String(label) }

    public var body: EmptyView { EmptyView() }
    func render(into renderer: Renderer) { renderer.add(.progress(label)) }
}

/// A stand-in for SwiftUI's `VStack`: views one above the other.
public struct VStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: EmptyView { EmptyView() }
    func render(into renderer: Renderer) { renderer.group(.stack, at: "VStack") { $0.render(content, at: "0") } }
}

/// A stand-in for SwiftUI's `HStack`: views side by side, one line of the
/// screen.
public struct HStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: EmptyView { EmptyView() }
    func render(into renderer: Renderer) { renderer.group(.stack, at: "HStack") { $0.render(content, at: "0") } }
}

/// A stand-in for SwiftUI's `List`: rows, one above the other.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: EmptyView { EmptyView() }
    func render(into renderer: Renderer) { renderer.group(.stack, at: "List") { $0.render(content, at: "0") } }
}

/// A stand-in for SwiftUI's `ForEach`: a view for each element, known by
/// its id, so that a row keeps its state however the elements move.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// A view for each element of `data`, known by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    /// A view for each element of `data`, known by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, content: content)
    }

    public var body: EmptyView { EmptyView() }

    func render(into renderer: Renderer) {
        for element in data {
            let id = element[keyPath: id]
            renderer.group(.row(AnyHashable(id)), at: "\(id)") { $0.render(content(element), at: "0") }
        }
    }
}
