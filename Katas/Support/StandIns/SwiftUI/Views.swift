/// A stand-in for SwiftUI's `Text`: a line of text.
public struct Text: View, PrimitiveView {
    let kind: Node.Kind
    public init(_ content: some StringProtocol) { kind = .text(String(content)) }
    func render(into renderer: Renderer) { renderer.add(kind) }
}

/// A stand-in for SwiftUI's `Button`, titled with text.
public struct Button: View, PrimitiveView {
    let kind: Node.Kind
    public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
        kind = .button(String(title), action)
    }

    func render(into renderer: Renderer) { renderer.add(kind) }
}

/// A stand-in for SwiftUI's `Toggle`: a switch labelled with text.
public struct Toggle: View, PrimitiveView {
    let kind: Node.Kind
    public init(_ label: some StringProtocol, isOn: Binding<Bool>) { kind = .toggle(String(label), isOn) }
    func render(into renderer: Renderer) { renderer.add(kind) }
}

/// A stand-in for SwiftUI's `ProgressView`: a spinner and its label.
public struct ProgressView: View, PrimitiveView {
    let kind: Node.Kind
    public init(_ label: some StringProtocol) { kind = .text(String(label)) }
    func render(into renderer: Renderer) { renderer.add(kind) }
}

/// A stand-in for SwiftUI's `VStack`: views one above the other.
public typealias VStack<Content: View> = Stack<Content>
/// A stand-in for SwiftUI's `HStack`: views side by side.
public typealias HStack<Content: View> = Stack<Content>
/// A stand-in for SwiftUI's `List`: rows, one above the other.
public typealias List<Content: View> = Stack<Content>

/// Views laid out together: what `VStack`, `HStack` and `List` make.
public struct Stack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func render(into renderer: Renderer) { renderer.group(.stack, content, at: "stack") }
}

/// A stand-in for SwiftUI's `ForEach`: a row per element, which keeps its state by the element's id as elements move.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let rows: [(id: ID, content: Content)]
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        rows = data.map { ($0[keyPath: id], content($0)) }
    }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, content: content)
    }

    func render(into renderer: Renderer) {
        for (id, content) in rows { renderer.group(.row(AnyHashable(id)), content, at: "\(id)") }
    }
}
