// A stand-in for SwiftUI: just the surface Kata 7 needs, with SwiftUI's
// names, so that its views read as an iOS app's do. It is not SwiftUI. A
// view here is a value whose `body` the host (`UIHostingController`) renders
// into a picture of what the screen shows, which a test can read and tap.

/// A stand-in for SwiftUI's `View`: a piece of the screen, described by its
/// `body`. Main-actor isolated, as SwiftUI's views are.
@MainActor
public protocol View {
    /// The view's content.
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

/// Several views in a row of a builder's block, shown one after another.
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

    func render(into renderer: Renderer) {
        if let view = self { renderer.render(view, at: "some") }
    }
}

/// A stand-in for SwiftUI's `@ViewBuilder`: builds a view from the views
/// listed in a closure, with `if`, `else` and `switch`.
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

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    { .first(first) }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    { .second(second) }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}
