import Foundation

/// Swift source read as tokens: enough to find the statements, conditions, operators and literals the mutation check
/// changes. Comments are skipped; a string literal, interpolations and all, is one token. The progress view's one
/// reader of source.
public struct SourceScanner: Sendable {
    /// One token: its kind, where it is (UTF-8 offsets), its line (from 1), and whether it starts its line or has a
    /// space on either side.
    public struct Token: Sendable, Equatable {
        public enum Kind: Sendable { case word, number, string, symbol, open, close }
        public let kind: Kind
        public let range: Range<Int>
        public let line: Int
        public var text: String
        public var startsLine = false
        public var spaced = (before: false, after: false)

        public static func == (lhs: Token, rhs: Token) -> Bool { lhs.range == rhs.range && lhs.kind == rhs.kind }
    }

    public let source: [UInt8]
    public private(set) var tokens: [Token] = []
    /// For each bracket token, the index of the one that closes (or opens) it.
    public private(set) var partner: [Int: Int] = [:]

    public init(_ text: String) {
        let source = Array(text.utf8)
        self.source = source
        var index = 0
        var line = 1
        var stack: [Int] = []
        var lineStart = true
        var spaced = true
        let symbols = Set("/=-+!*%<>&|^~?.".utf8)
        func at(_ offset: Int) -> UInt8 { offset < source.count ? source[offset] : 0 }
        func isWord(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80 || (0x30...0x39).contains(byte)
                || (0x41...0x5A).contains(byte & 0xDF)
        }
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                if byte == UInt8(ascii: "\n") { (line, lineStart) = (line + 1, true) }
                if !tokens.isEmpty { tokens[tokens.count - 1].spaced.after = true }
                (index, spaced) = (index + 1, true)
                continue
            }
            let start = index
            let startLine = line
            var kind = Token.Kind.symbol
            if byte == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "/") {
                while index < source.count, source[index] != UInt8(ascii: "\n") { index += 1 }
                spaced = true
                continue
            } else if byte == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                var depth = 0
                repeat {
                    if at(index) == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                        (depth, index) = (depth + 1, index + 1)
                    } else if at(index) == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") {
                        (depth, index) = (depth - 1, index + 1)
                    } else if at(index) == UInt8(ascii: "\n") {
                        line += 1
                    }
                    index += 1
                } while depth > 0 && index < source.count
                spaced = true
                continue
            } else if byte == UInt8(ascii: "\"")
                || byte == UInt8(ascii: "#") && [UInt8(ascii: "\""), UInt8(ascii: "#")].contains(at(index + 1))
            {
                kind = .string
                index = Self.endOfString(in: source, from: index, line: &line)
            } else if (0x30...0x39).contains(byte) {
                kind = .number
                while isWord(at(index)) || at(index) == UInt8(ascii: ".") && (0x30...0x39).contains(at(index + 1)) {
                    index += 1
                }
            } else if isWord(byte) || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@")
                || byte == UInt8(ascii: "`")
            {
                kind = .word
                index += 1
                while isWord(at(index)) || at(index) == UInt8(ascii: "`") { index += 1 }
            } else if symbols.contains(byte) {
                while symbols.contains(at(index)) { index += 1 }
            } else {
                kind = "([{".utf8.contains(byte) ? .open : ")]}".utf8.contains(byte) ? .close : .symbol
                index += 1
            }
            var token = Token(
                kind: kind, range: start..<index, line: startLine,
                text: String(decoding: source[start..<index], as: UTF8.self))
            token.startsLine = lineStart
            token.spaced.before = spaced
            (lineStart, spaced) = (false, false)
            if kind == .open { stack.append(tokens.count) }
            if kind == .close, let open = stack.popLast() {
                (partner[open], partner[tokens.count]) = (tokens.count, open)
            }
            tokens.append(token)
        }
    }

    private static func endOfString(in source: [UInt8], from start: Int, line: inout Int) -> Int {
        var index = start
        var hashes = 0
        while index < source.count, source[index] == UInt8(ascii: "#") { (hashes, index) = (hashes + 1, index + 1) }
        let multiline =
            index + 2 < source.count && source[index + 1] == UInt8(ascii: "\"")
            && source[index + 2] == UInt8(ascii: "\"")
        let close = Array((multiline ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        index += multiline ? 3 : 1
        let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while index < source.count {
            if source[index...].starts(with: close) { return index + close.count }
            if source[index] == UInt8(ascii: "\n") { line += 1 }
            if source[index...].starts(with: escape) {
                index += escape.count
                if index < source.count, source[index] == UInt8(ascii: "(") {
                    // An interpolation: to its closing parenthesis, over nested strings.
                    var depth = 0
                    repeat {
                        if source[index] == UInt8(ascii: "(") { depth += 1 }
                        if source[index] == UInt8(ascii: ")") { depth -= 1 }
                        if source[index] == UInt8(ascii: "\n") { line += 1 }
                        index =
                            source[index] == UInt8(ascii: "\"")
                            ? endOfString(in: source, from: index, line: &line) : index + 1
                    } while depth > 0 && index < source.count
                    continue
                }
            }
            index += 1
        }
        return index
    }
}
