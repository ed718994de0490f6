// A stand-in for SwiftUI: the surface Kata 7 needs, with SwiftUI's names, so that its views read as an iOS app's do.
// It is not SwiftUI: the host, `UIHostingController`, renders a view's `body` into a picture a test reads and taps.

/// A stand-in for SwiftUI's `View`: a piece of the screen, described by its `body`; main-actor isolated, as in SwiftUI.
@MainActor
public protocol View {
    associatedtype Body: View
    /// What the view shows, built from other views.
    @ViewBuilder var body: Body { get }
}

/// The body of a view the host renders itself, as in SwiftUI: it has none.
extension Never: View { public typealias Body = Never }

extension View where Body == Never {
    public var body: Never { preconditionFailure("\(Self.self) has no body: the host renders it") }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    func render(into renderer: Renderer) {}
}

/// The views of a builder's closure, each known by its place there: its index, or the branch that chose it.
public struct ViewList: View, PrimitiveView {
    let views: [(place: String, view: any View)]
    func render(into renderer: Renderer) {
        for (place, view) in views { renderer.render(view, at: place) }
    }
}

/// A stand-in for SwiftUI's `@ViewBuilder`: a view made of the views a closure lists, with `if`, `else` and `switch`.
@MainActor
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock(_ views: any View...) -> ViewList {
        ViewList(views: views.enumerated().map { ("\($0.offset)", $0.element) })
    }

    public static func buildOptional(_ list: ViewList?) -> ViewList { ViewList(views: list.map { [("if", $0)] } ?? []) }
    public static func buildEither(first: ViewList) -> ViewList { ViewList(views: [("if", first)]) }
    public static func buildEither(second: ViewList) -> ViewList { ViewList(views: [("else", second)]) }
}
