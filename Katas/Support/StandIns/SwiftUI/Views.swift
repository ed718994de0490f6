/// A stand-in for SwiftUI's `Text`: a line of text.
public struct Text: View, PrimitiveView {
    let content: String
    public init(_ content: some StringProtocol) { self.content = String(content) }
    func render(into renderer: Renderer) { renderer.add(.text(content)) }
}

/// A stand-in for SwiftUI's `Button`, titled with text.
public struct Button: View, PrimitiveView {
    let title: String
    let action: @MainActor () -> Void
    public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
        self.title = String(title)
        self.action = action
    }

    func render(into renderer: Renderer) { renderer.add(.button(title, action)) }
}

/// A stand-in for SwiftUI's `Toggle`: a switch labelled with text.
public struct Toggle: View, PrimitiveView {
    let label: String
    let isOn: Binding<Bool>
    public init(_ label: some StringProtocol, isOn: Binding<Bool>) {
        self.label = String(label)
        self.isOn = isOn
    }

    func render(into renderer: Renderer) { renderer.add(.toggle(label, isOn)) }
}

/// A stand-in for SwiftUI's `ProgressView`: a spinner and its label.
public struct ProgressView: View, PrimitiveView {
    let label: String
    public init(_ label: some StringProtocol) { self.label = String(label) }
    func render(into renderer: Renderer) { renderer.add(.text(label)) }
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

/// A stand-in for SwiftUI's `ForEach`: a row for each element, known by its
/// id, so that a row keeps its state however the elements move.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, content: content)
    }

    func render(into renderer: Renderer) {
        for element in data {
            let id = element[keyPath: id]
            renderer.group(.row(AnyHashable(id)), content(element), at: "\(id)")
        }
    }
}
