/// What a test reads and taps on a hosted screen, with ViewInspector's names. A view is found by what it shows (a text,
/// a title) or by the id `ForEach` knows it by, never by its place.
@MainActor
public protocol Inspectable {
    /// The screen, or this part of it, as it shows now.
    func inspect() throws -> InspectedView
}

extension Inspectable {
    /// Every text shown, top to bottom: `Text`s and spinners' labels.
    public var texts: [String] {
        get throws { try inspect().node.all.compactMap { if case .text(let text) = $0.kind { text } else { nil } } }
    }

    /// The views `ForEach` shows, top to bottom: the rows of a list.
    public var rows: [InspectedView] {
        get throws {
            try inspect().node.all.compactMap { if case .row = $0.kind { InspectedView(node: $0) } else { nil } }
        }
    }

    /// The first text that shows `text`, as it is.
    public func find(text: String) throws -> InspectedView {
        try find("a text \"\(text)\"") { if case .text(text) = $0 { true } else { false } }
    }

    /// The first button titled `title`.
    public func find(button title: String) throws -> InspectedView {
        try find("a button \"\(title)\"") { if case .button(title, _) = $0 { true } else { false } }
    }

    /// The first switch labelled `label`.
    public func find(toggle label: String) throws -> InspectedView {
        try find("a toggle \"\(label)\"") { if case .toggle(label, _) = $0 { true } else { false } }
    }

    /// The row `ForEach` shows for the element whose id is `id`.
    public func find(viewWithId id: some Hashable) throws -> InspectedView {
        try find("a row with the id \"\(id)\"") { if case .row(AnyHashable(id)) = $0 { true } else { false } }
    }

    private func find(_ what: String, where matches: (Node.Kind) -> Bool) throws -> InspectedView {
        let screen = try inspect()
        if let node = screen.node.all.first(where: { matches($0.kind) }) { return InspectedView(node: node) }
        throw InspectionError("No \(what) on the screen, which shows \(screen.picture)")
    }
}

/// A part of a hosted screen, as a test found it: a text, a control, a row.
@MainActor
public struct InspectedView: Inspectable {
    let node: Node
    public func inspect() -> InspectedView { self }
    /// Taps the button, or flips the switch, as a user would.
    public func tap() throws {
        switch node.kind {
        case .button(_, let action): action()
        case .toggle(_, let isOn): isOn.wrappedValue.toggle()
        default: throw InspectionError("\(picture) is neither a button nor a toggle; it cannot be tapped")
        }
    }

    /// Whether the switch is on.
    public var isOn: Bool {
        get throws {
            guard case .toggle(_, let isOn) = node.kind else { throw InspectionError("\(picture) is not a toggle") }
            return isOn.wrappedValue
        }
    }

    /// What this part shows, in one line: `"Dune" "Due tomorrow" [Renew]`.
    var picture: String {
        let shown = node.all.compactMap { node -> String? in
            switch node.kind {
            case .text(let text): "\"\(text)\""
            case .button(let title, _): "[\(title)]"
            case .toggle(let label, let isOn): "[\(label): \(isOn.wrappedValue ? "on" : "off")]"
            case .stack, .row: nil
            }
        }

        return shown.isEmpty ? "nothing" : shown.joined(separator: " ")
    }
}

/// A hosted screen could not be read as asked: no such view, or a view that could not render, in SwiftUI's words.
public struct InspectionError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
