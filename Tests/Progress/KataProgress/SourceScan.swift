import Foundation

/// A Swift file's code with its comments and string literals blanked out,
/// enough to find a function's body and the checks in it.
struct SourceScan {
    let code: [UInt8]

    /// What makes a test check something.
    static let checks = ["#expect", "#require", "Issue.record", "confirmation"].map { Array($0.utf8) }

    init(_ text: String) {
        code = Self.blanked(Array(text.utf8))
    }

    /// The body of the first function declared at or after `line` (the line
    /// of its `@Test`), between its braces.
    func body(ofFunctionAtLine line: Int) -> Range<Int>? {
        var start = 0
        var current = 1
        while current < line, start < code.count {
            if code[start] == UInt8(ascii: "\n") { current += 1 }
            start += 1
        }
        return functions().first { $0.keyword >= start }?.body
    }

    /// Every function declared in the file with a body: its name, where its
    /// `func` is, and its body.
    func functions() -> [(name: String, keyword: Int, body: Range<Int>)] {
        var found: [(String, Int, Range<Int>)] = []
        var index = 0
        let keyword = Array("func".utf8)
        while let at = find(keyword, from: index, in: 0..<code.count) {
            index = at + keyword.count
            var cursor = index
            while cursor < code.count, code[cursor] == UInt8(ascii: " ") { cursor += 1 }
            let nameStart = cursor
            while cursor < code.count, Self.isIdentifier(code[cursor]) || code[cursor] == UInt8(ascii: "`") {
                cursor += 1
            }
            let name = String(decoding: code[nameStart..<cursor], as: UTF8.self).replacingOccurrences(of: "`", with: "")
            var depth = 0
            var open: Int?
            scan: while cursor < code.count {
                switch code[cursor] {
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: "{") where depth == 0:
                    open = cursor
                    break scan
                case UInt8(ascii: "}") where depth == 0: break scan
                default: break
                }
                cursor += 1
            }
            guard let open, let close = matchingBrace(open) else { continue }
            found.append((name, at, (open + 1)..<close))
        }
        return found
    }

    /// Whether `body` holds a check, itself or in a call of one of `helpers`.
    func checks(_ body: Range<Int>, helpers: Set<String>) -> Bool {
        if Self.checks.contains(where: { find($0, from: body.lowerBound, in: body) != nil }) { return true }
        return helpers.contains { name in
            var from = body.lowerBound
            let call = Array((name + "(").utf8)
            while let at = find(call, from: from, in: body) {
                if at == 0 || !Self.isIdentifier(code[at - 1]) { return true }
                from = at + 1
            }
            return false
        }
    }

    /// The names of the functions in `files` that check something, directly
    /// or through another such function.
    static func checkingFunctions(_ files: [SourceScan]) -> Set<String> {
        let all = files.flatMap { file in file.functions().map { (file, $0.name, $0.body) } }
        var checking: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for (file, name, body) in all where !checking.contains(name) && file.checks(body, helpers: checking) {
                checking.insert(name)
                grew = true
            }
        }
        return checking
    }

    private func find(_ needle: [UInt8], from start: Int, in range: Range<Int>) -> Int? {
        guard !needle.isEmpty, start < range.upperBound else { return nil }
        var index = max(start, range.lowerBound)
        while index + needle.count <= range.upperBound {
            if code[index] == needle[0], code[index..<(index + needle.count)].elementsEqual(needle) {
                // Whole words only where the needle is a word.
                let after = index + needle.count
                let wordEnd =
                    !Self.isIdentifier(needle[needle.count - 1]) || after >= code.count
                    || !Self.isIdentifier(code[after]) || needle.last == UInt8(ascii: "(")
                let wordStart = !Self.isIdentifier(needle[0]) || index == 0 || !Self.isIdentifier(code[index - 1])
                if wordEnd && wordStart { return index }
            }
            index += 1
        }
        return nil
    }

    private func matchingBrace(_ open: Int) -> Int? {
        var depth = 0
        for index in open..<code.count {
            if code[index] == UInt8(ascii: "{") { depth += 1 }
            if code[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            || byte >= 0x80
    }

    /// `text` with comments and the insides of string literals turned into
    /// spaces (newlines kept, so lines still count).
    static func blanked(_ text: [UInt8]) -> [UInt8] {
        var out = text
        var index = 0
        func blank(_ range: Range<Int>) {
            for i in range where out[i] != UInt8(ascii: "\n") { out[i] = UInt8(ascii: " ") }
        }
        func starts(_ s: String, at i: Int) -> Bool {
            let bytes = Array(s.utf8)
            return i + bytes.count <= text.count && text[i..<(i + bytes.count)].elementsEqual(bytes)
        }
        while index < text.count {
            if starts("//", at: index) {
                let end = text[index...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
                blank(index..<end)
                index = end
            } else if starts("/*", at: index) {
                var depth = 0
                var end = index
                while end < text.count {
                    if starts("/*", at: end) {
                        depth += 1
                        end += 2
                    } else if starts("*/", at: end) {
                        depth -= 1
                        end += 2
                        if depth == 0 { break }
                    } else {
                        end += 1
                    }
                }
                blank(index..<end)
                index = end
            } else if text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "#") {
                // A string literal, raw (#"…"#) or not, single or multi-line.
                var hashes = 0
                var open = index
                while open < text.count, text[open] == UInt8(ascii: "#") {
                    hashes += 1
                    open += 1
                }
                guard open < text.count, text[open] == UInt8(ascii: "\"") else {
                    index = open + (hashes == 0 ? 1 : 0)
                    continue
                }
                let quotes = starts("\"\"\"", at: open) ? "\"\"\"" : "\""
                let close = quotes + String(repeating: "#", count: hashes)
                var end = open + quotes.utf8.count
                var parens = 0
                while end < text.count {
                    if hashes == 0, parens == 0, text[end] == UInt8(ascii: "\\") {
                        if starts("\\(", at: end) { parens = 1 }
                        end += 2
                        continue
                    }
                    if parens > 0 {
                        if text[end] == UInt8(ascii: "(") { parens += 1 }
                        if text[end] == UInt8(ascii: ")") { parens -= 1 }
                        end += 1
                        continue
                    }
                    if starts(close, at: end) {
                        end += close.utf8.count
                        break
                    }
                    if quotes == "\"", text[end] == UInt8(ascii: "\n") { break }
                    end += 1
                }
                blank((open + 1)..<max(open + 1, end - 1))
                index = end
            } else {
                index += 1
            }
        }
        return out
    }
}
