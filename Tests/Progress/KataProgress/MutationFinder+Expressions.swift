extension MutationFinder {
    /// A returned value changed: its opposite, `nil`, `""` or `[]`, as the function's declared type allows.
    mutating func value(_ range: Range<Int>, _ alternative: String, line: Int) {
        let shown = text(range)
        guard shown != alternative else { return }
        let change =
            alternative == "!(\u{1})"
            ? "returning the opposite of `\(shown)`" : "returning \(alternative) instead of `\(shown)`"
        add(.replacing(range, with: alternative, line: line, change: change))
    }

    /// Comparisons flipped, `&&` and `||` swapped, and a ternary's condition negated, in `range` (not its closures).
    mutating func operators(_ range: Range<Int>) {
        let flips = ["==": "!=", "!=": "==", "<": ">=", ">": "<=", "<=": ">", ">=": "<", "&&": "||", "||": "&&"]
        for index in level(range, intoParentheses: true)
        where tokens[index].kind == .symbol && tokens[index].spaced == (true, true) {
            let symbol = tokens[index].text
            let logical = ["&&", "||", "?"].contains(symbol)
            let stops = ["&&", "||", "?", ":", "=", ","] + (logical ? [] : ["==", "!=", "<", ">", "<=", ">=", "->"])
            guard flips[symbol] != nil || symbol == "?", let left = operand(of: index, -1, in: range, stops) else {
                continue
            }
            if let to = flips[symbol], let right = operand(of: index, 1, in: range, stops) {
                let change =
                    "with `\(text(left.lowerBound..<right.upperBound))` as `\(text(left)) \(to) \(text(right))`"
                add(
                    Mutation(
                        parts: [left, right], alternative: "(\u{1}) \(to) (\u{2})",
                        original: "(\u{1}) \(symbol) (\u{2})", line: tokens[index].line, change: change))
            } else if symbol == "?" {
                add(
                    .replacing(
                        left, with: "!(\u{1})", line: tokens[index].line,
                        change: "with the condition `\(text(left))` negated"))
            }
        }
    }

    /// The operand beside the operator at `index`, towards `step`, up to a looser operator, a keyword or a bracket.
    func operand(of index: Int, _ step: Int, in range: Range<Int>, _ stops: [String]) -> Range<Int>? {
        var (edge, next) = (index, index + step)
        while range.contains(next) {
            let token = tokens[next]
            let stop =
                token.kind == .symbol && stops.contains(token.text)
                && (token.spaced == (true, true) || [",", ":"].contains(token.text))
            if stop || token.kind == (step < 0 ? .open : .close)
                || token.kind == .word && Self.keywords.contains(token.text)
            {
                break
            }
            edge = token.kind == (step < 0 ? .close : .open) ? scan.partner[next] ?? next : next
            next = edge + step
        }
        return edge == index ? nil : step < 0 ? span(edge..<index) : span((index + 1)..<(edge + 1))
    }

    /// String, integer and Boolean literals changed, but where one is required: an import, a directive, an attribute.
    mutating func literals() {
        var head = ""
        var attributes: [Range<Int>] = []
        for (index, token) in tokens.enumerated() {
            if token.startsLine { head = token.text }
            if token.text.hasPrefix("@"), index + 1 < tokens.count, tokens[index + 1].text == "(",
                !tokens[index + 1].spaced.before
            {
                attributes.append(index..<(scan.partner[index + 1] ?? index))
            }
            guard [.string, .number].contains(token.kind) || ["true", "false"].contains(token.text), head != "import",
                !head.hasPrefix("#"), !attributes.contains(where: { $0.contains(index) }),
                !(head == "case" && tokens[index - 1].text == "=")
            else { continue }
            let number = Int(token.text.filter { $0 != "_" })
            guard token.kind != .number || number != nil else { continue }
            let alternative =
                token.kind == .string
                ? (token.text == "\"\"" ? "\"mutated\"" : "\"\"")
                : number.map { "\($0 + 1)" } ?? (token.text == "true" ? "false" : "true")
            add(
                .replacing(
                    token.range, with: alternative, line: token.line,
                    change: "with `\(text(token.range))` as `\(alternative)`"))
        }
    }
}
