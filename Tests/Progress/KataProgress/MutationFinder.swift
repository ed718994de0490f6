/// Finds the changes the mutation check makes in a Swift file, from its tokens; the compiler drops those that do not
/// compile. Statements here; expressions in `MutationFinder+Expressions.swift`.
struct MutationFinder {
    /// The block a statement sits in: what a `return` can give instead, its locals, whether its value is used.
    struct Context {
        enum Kind { case type, function, control, closure }
        var kind: Kind
        var returns: String? = nil
        var locals: Set<String> = []
        var inInit = false
        var returnsValue = false
    }

    let scan: SourceScanner
    var found: [Mutation] = []
    var tokens: [SourceScanner.Token] { scan.tokens }

    static let keywords: Set<String> = [
        "return", "throw", "try", "await", "if", "guard", "while", "else", "case", "default", "let", "var", "in",
        "where", "for", "switch", "repeat", "do", "defer", "break", "continue", "catch", "fallthrough",
    ]

    /// The changes in `source`, ordered by where they start (the outer first), none overlapping but by nesting.
    static func mutations(in source: String) -> [Mutation] {
        var finder = MutationFinder(scan: SourceScanner(source))
        finder.block(0..<finder.tokens.count, Context(kind: .type))
        finder.literals()
        let sorted = finder.found.sorted {
            ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound)
        }
        return sorted.reduce(into: []) { kept, mutation in
            if !kept.contains(where: { $0.range.overlaps(mutation.range) && !$0.range.contains(mutation.range) }) {
                kept.append(mutation)
            }
        }
    }

    /// The source at `range` on one line, cut short after 80 characters.
    func text(_ range: Range<Int>) -> String {
        let line = String(decoding: scan.source[range], as: UTF8.self).split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        return line.count > 80 ? line.prefix(79) + "…" : line
    }

    /// The source offsets the tokens in `range` span.
    func span(_ range: Range<Int>) -> Range<Int> {
        tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound
    }

    /// Adds `mutation`, unless one already changes the same text (a negated `a == b` is its flip).
    mutating func add(_ mutation: Mutation) {
        if !found.contains(where: { $0.range == mutation.range }) { found.append(mutation) }
    }

    /// The tokens of `range` at its own level (a bracketed group is its opening token); `intoParentheses`: braces only.
    func level(_ range: Range<Int>, intoParentheses: Bool = false) -> [Int] {
        var (indices, index) = ([Int](), range.lowerBound)
        while index < range.upperBound {
            indices.append(index)
            let skips = tokens[index].kind == .open && (!intoParentheses || tokens[index].text == "{")
            index = (skips ? scan.partner[index] ?? index : index) + 1
        }
        return indices
    }

    /// A block's statements: a new one starts a line, unless the line carries on (`.map`, `&&`, `else`, a `,` before).
    func statements(_ range: Range<Int>) -> [Range<Int>] {
        let starts = level(range).filter { index in
            let (token, previous) = (tokens[index], index > range.lowerBound ? tokens[index - 1] : nil)
            let carriesOn =
                token.kind == .symbol || ["else", "catch", "where"].contains(token.text)
                || previous.map { $0.kind == .symbol && ($0.spaced.before || $0.text == ",") } ?? false
            return index == range.lowerBound || token.startsLine && !carriesOn || previous?.text == ";"
        }
        return zip(starts, starts.dropFirst() + [range.upperBound]).map { start, end in
            start..<(end - (tokens[end - 1].text == ";" ? 1 : 0))
        }.filter { !$0.isEmpty }
    }

    /// The block `open` begins, in a statement from `start`: a type's, a function's, a control statement's, a closure's.
    func context(of open: Int, from start: Int, in outer: Context) -> Context {
        let head = level(start..<open).map { tokens[$0].text }
        let types = ["struct", "class", "enum", "extension", "protocol", "actor"]
        let functions = ["func", "init", "deinit", "var", "subscript", "get", "set", "willSet", "didSet"]
        let first = head.first { types.contains($0) || functions.contains($0) || Self.keywords.contains($0) }
        var context = outer
        context.locals.formUnion(
            (open..<(scan.partner[open] ?? open)).filter { ["let", "var"].contains(tokens[$0].text) }.map {
                tokens[$0 + 1].text
            })
        if let first, types.contains(first) { return Context(kind: .type) }
        if level(start..<open).contains(where: { tokens[$0].text == "=" })
            || ["return", "let", "throw", "try", "await", "in", nil].contains(first)
        {
            return Context(kind: .closure, locals: context.locals)
        }
        guard let first, functions.contains(first) else {
            return Context(kind: .control, returns: outer.returns, locals: context.locals, inInit: outer.inInit)
        }
        let type = head.lastIndex(of: first == "func" ? "->" : ":").map { head[($0 + 1)...].joined() } ?? ""
        let returns =
            type == "Bool"
            ? "!(\u{1})" : type.hasSuffix("?") ? "nil" : type == "String" ? "\"\"" : type.hasPrefix("[") ? "[]" : nil
        return Context(
            kind: .function, returns: returns, locals: context.locals, inInit: first == "init",
            returnsValue: !type.isEmpty && first != "init")
    }

    mutating func block(_ range: Range<Int>, _ context: Context) {
        var all = statements(range)
        // A closure's signature on a line of its own: "{ [weak self] note in".
        if context.kind == .closure, let first = all.first, tokens[first.upperBound - 1].text == "in" {
            all.removeFirst()
        }
        for statement in all { self.statement(statement, context, sole: all.count == 1) }
    }

    mutating func statement(_ range: Range<Int>, _ context: Context, sole: Bool) {
        let top = level(range)
        let usesValue =
            context.kind == .type || Self.keywords.contains(tokens[range.lowerBound].text)
            || top.contains { tokens[$0].text == "=" }
        for index in level(range, intoParentheses: true) where tokens[index].text == "{" {
            var inner =
                top.contains(index)
                ? self.context(of: index, from: range.lowerBound, in: context)
                : Context(kind: .closure, locals: context.locals)
            // A closure handed to an initializer or a call (a follow-up's action) is work to drop, unless the call
            // makes a value of what it gives (`map`, `filter`).
            if inner.kind == .closure { inner.returnsValue = usesValue && !handsOver(index) }
            if let close = scan.partner[index] { block((index + 1)..<close, inner) }
        }
        guard context.kind != .type else { return }
        var start = range.lowerBound
        if context.kind == .closure, tokens[start].text != "for",
            let word = top.first(where: { tokens[$0].text == "in" })
        {
            start = word + 1
        }
        if ["case", "default"].contains(tokens[start].text), let colon = top.first(where: { tokens[$0].text == ":" }) {
            start = colon + 1
        }
        guard start < range.upperBound, !["get", "set"].contains(tokens[start].text) else { return }
        for index in top where index >= start && ["if", "while", "guard"].contains(tokens[index].text) {
            conditions(after: index, in: top)
        }
        let (first, body) = (tokens[start].text, start..<range.upperBound)
        if first == "return", body.count > 1, let alternative = context.returns {
            value(span((start + 1)..<body.upperBound), alternative, line: tokens[start].line)
        }
        if ["return", "let", "var"].contains(first) { return operators((start + 1)..<body.upperBound) }
        guard tokens[start].kind == .word, !Self.keywords.contains(first) || ["try", "await"].contains(first) else {
            return
        }
        if sole, context.kind == .function, !["try", "await"].contains(first), let alternative = context.returns {
            value(span(body), alternative, line: tokens[start].line)
        } else if drops(body, context, sole: sole) {
            add(
                Mutation(
                    parts: [span(body)], alternative: nil, original: "", line: tokens[start].line,
                    change: "without `\(text(span(body)))`"))
        }
        operators(body)
    }

    /// Whether the closure at `open` is a call's trailing closure, of a call that makes no value of what it gives.
    func handsOver(_ open: Int) -> Bool {
        guard open > 0 else { return false }
        let before = tokens[open - 1]
        let name =
            before.text == ")" ? scan.partner[open - 1].flatMap { $0 > 0 ? tokens[$0 - 1].text : nil } : before.text
        guard before.text == ")" || before.kind == .word, let name, name.first?.isLetter == true else { return false }
        let transforms: Set = [
            "map", "compactMap", "flatMap", "filter", "sorted", "reduce", "first", "last", "contains", "allSatisfy",
            "min", "max", "firstIndex", "lastIndex", "drop", "prefix", "count", "sum", "partition", "split", "lazy",
        ]
        return !transforms.contains(name) && !Self.keywords.contains(name)
    }

    /// Each boolean clause of the condition after `if`, `while` or `guard` at `keyword`, negated.
    mutating func conditions(after keyword: Int, in top: [Int]) {
        let end =
            top.first { $0 > keyword && tokens[$0].text == (tokens[keyword].text == "guard" ? "else" : "{") } ?? keyword
        var clause = keyword + 1
        for comma in top.filter({ $0 > keyword && $0 < end && tokens[$0].text == "," }) + [end] where comma > clause {
            if !["let", "var", "case"].contains(tokens[clause].text), !tokens[clause].text.hasPrefix("#") {
                let condition = span(clause..<comma)
                add(
                    .replacing(
                        condition, with: "!(\u{1})", line: tokens[clause].line,
                        change: "with the condition `\(text(condition))` negated"))
            }
            operators(clause..<comma)
            clause = comma + 1
        }
    }

    /// Whether the statement can go: a call, an assignment or a wait; not the value of its block, not a local's or an
    /// initializer's own assignment (the compiler then complains elsewhere), not `super.init()`.
    func drops(_ body: Range<Int>, _ context: Context, sole: Bool) -> Bool {
        let words = body.map { tokens[$0].text }
        if sole && context.returnsValue || ["super", "self"].contains(words[0]) && words.dropFirst(2).first == "init" {
            return false
        }
        let assignment = level(body).first {
            tokens[$0].kind == .symbol && tokens[$0].spaced.before && tokens[$0].text.hasSuffix("=")
                && !["==", "!=", "<=", ">=", "==="].contains(tokens[$0].text)
        }
        guard let assignment else {
            return ["try", "await"].contains(words[0]) || tokens[body.upperBound - 1].kind == .close
        }
        let target = words[0..<(assignment - body.lowerBound)]
        return
            !(target.count == 1 && (context.locals.contains(target[0]) || context.inInit)
            || context.inInit && target.first == "self" && target.count == 3)
    }
}
