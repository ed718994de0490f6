// A stand-in for SwiftUI: the surface Kata 7 needs, with SwiftUI's names,
// so that its views read as an iOS app's do. It is not SwiftUI: the host,
// `UIHostingController`, renders a view's `body` into a picture of the
// screen, which a test reads and taps (see `Inspectable`).

/// A stand-in for SwiftUI's `View`: a piece of the screen, described by its
/// `body`. Main-actor isolated, as SwiftUI's views are.
@MainActor
public protocol View {
    associatedtype Body: View
    /// What the view shows, built from other views.
    @ViewBuilder var body: Body { get }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: EmptyView { self }
    func render(into renderer: Renderer) {}
}

/// The views of a builder's block, one after another.
public struct TupleView<each Content: View>: View, PrimitiveView {
    let content: (repeat each Content)
    public var body: EmptyView { EmptyView() }
    func render(into renderer: Renderer) {
        var index = 0
        for view in repeat each content {
            renderer.render(view, at: "\(index)")
            index += 1
        }
    }
}

/// One of two views, as an `if`/`else` or a `switch` in a builder chose.
public enum ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    case first(TrueContent)
    case second(FalseContent)
    public var body: EmptyView { EmptyView() }
    func render(into renderer: Renderer) {
        switch self {
        case .first(let view): renderer.render(view, at: "if")
        case .second(let view): renderer.render(view, at: "else")
        }
    }
}

/// A view an `if` without `else` may leave out.
extension Optional: View, PrimitiveView where Wrapped: View {
    public var body: EmptyView { EmptyView() }
    func render(into renderer: Renderer) { if let view = self { renderer.render(view, at: "some") } }
}

/// A stand-in for SwiftUI's `@ViewBuilder`: a view made of the views a
/// closure lists, with `if`, `else` and `switch`.
@MainActor
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content>
    {
        TupleView(content: (repeat each content))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        .first(first)
    }

    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        .second(second)
    }
}
