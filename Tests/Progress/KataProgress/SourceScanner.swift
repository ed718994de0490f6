/// Swift source read as tokens: enough to find the statements, conditions, operators and literals the mutation check
/// changes. Comments are skipped; a string literal, interpolations and all, is one token.
struct SourceScanner {
    struct Token {
        enum Kind { case word, number, string, symbol, open, close }
        let kind: Kind
        /// Where it is, in UTF-8 offsets; its line, from 1.
        let range: Range<Int>
        let line: Int
        let text: String
        let startsLine: Bool
        var spaced: (before: Bool, after: Bool)
    }

    let source: [UInt8]
    private(set) var tokens: [Token] = []
    /// For each bracket token, the index of the one that closes (or opens) it.
    private(set) var partner: [Int: Int] = [:]

    init(_ text: String) {
        let source = Array(text.utf8)
        self.source = source
        var (index, line, lineStart, spaced, stack) = (0, 1, true, true, [Int]())
        let words = Set("_$0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ`".utf8)
        let (symbols, digits) = (Set("/=-+!*%<>&|^~?.".utf8), Set("0123456789".utf8))
        let at = { (offset: Int, text: String) in offset < source.count && source[offset...].starts(with: text.utf8) }
        let isWord = { (offset: Int) in
            offset < source.count && (source[offset] >= 0x80 || words.contains(source[offset]))
        }
        while index < source.count {
            let (start, startLine, byte) = (index, line, source[index])
            var kind = Token.Kind.symbol
            if at(index, "\n") || at(index, " ") || at(index, "\t") {
                if at(index, "\n") { (line, lineStart) = (line + 1, true) }
                if !tokens.isEmpty { tokens[tokens.count - 1].spaced.after = true }
                (index, spaced) = (index + 1, true)
                continue
            } else if at(index, "//") {
                while index < source.count && !at(index, "\n") { index += 1 }
                spaced = true
                continue
            } else if at(index, "/*") {
                var depth = 0
                repeat {
                    if at(index, "/*") || at(index, "*/") {
                        (depth, index) = (depth + (at(index, "/*") ? 1 : -1), index + 1)
                    } else if at(index, "\n") {
                        line += 1
                    }
                    index += 1
                } while depth > 0 && index < source.count
                spaced = true
                continue
            } else if at(index, "\"") || at(index, "#\"") || at(index, "##") {
                kind = .string
                index = Self.endOfString(in: source, from: index, line: &line)
            } else if digits.contains(byte) {
                kind = .number
                while isWord(index) || at(index, ".") && index + 1 < source.count && digits.contains(source[index + 1])
                {
                    index += 1
                }
            } else if isWord(index) || at(index, "#") || at(index, "@") {
                kind = .word
                index += 1
                while isWord(index) { index += 1 }
            } else if symbols.contains(byte) {
                while index < source.count && symbols.contains(source[index]) { index += 1 }
            } else {
                kind = "([{".utf8.contains(byte) ? .open : ")]}".utf8.contains(byte) ? .close : .symbol
                index += 1
            }
            if kind == .open { stack.append(tokens.count) }
            if kind == .close, let open = stack.popLast() {
                (partner[open], partner[tokens.count]) = (tokens.count, open)
            }
            tokens.append(
                Token(
                    kind: kind, range: start..<index, line: startLine,
                    text: String(decoding: source[start..<index], as: UTF8.self), startsLine: lineStart,
                    spaced: (spaced, false)))
            (lineStart, spaced) = (false, false)
        }
    }

    /// Where the string literal at `start` ends, its interpolations (and the strings in them) skipped.
    private static func endOfString(in source: [UInt8], from start: Int, line: inout Int) -> Int {
        let hashes = source[start...].prefix { $0 == UInt8(ascii: "#") }.count
        var index = start + hashes
        let multiline = source[index...].starts(with: "\"\"\"".utf8)
        let close = Array((multiline ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
        index += multiline ? 3 : 1
        while index < source.count {
            if source[index...].starts(with: close) { return index + close.count }
            if source[index] == UInt8(ascii: "\n") { line += 1 }
            if source[index...].starts(with: escape + [UInt8(ascii: "(")]) {
                // An interpolation: to its closing parenthesis, over nested strings.
                index += escape.count
                var depth = 0
                repeat {
                    depth += source[index] == UInt8(ascii: "(") ? 1 : source[index] == UInt8(ascii: ")") ? -1 : 0
                    if source[index] == UInt8(ascii: "\n") { line += 1 }
                    index =
                        source[index] == UInt8(ascii: "\"")
                        ? endOfString(in: source, from: index, line: &line) : index + 1
                } while depth > 0 && index < source.count
                continue
            }
            index += source[index...].starts(with: escape) ? escape.count + 1 : 1
        }
        return index
    }
}
