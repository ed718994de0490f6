/// Tests that expect nothing, which can fail only by throwing. The testing
/// library tells a checked expectation only to its tools (SPI), so this rule
/// reads the source, through the functions of the learner's files.
extension SourceRules {
    /// The `@Test` functions of `code` (comments and strings blanked), the
    /// file at `path`, whose body names no expectation, not even through a
    /// function of the file, or one of `expecting`, that does.
    static func hollowTests(in code: String, at path: String, expecting: Set<String> = []) -> [Finding] {
        let functions = functions(in: code)
        let asserting = expecting.union(functions.filter { $0.body.contains(expectation) }.map(\.name))
        return functions.filter { function in
            let calls = Set(function.body.matches(of: /(\w+)\s*\(/).map { String($0.1) })
            return function.isTest && !function.body.contains(expectation) && calls.isDisjoint(with: asserting)
        }.map { test in
            Finding(
                path: path, line: test.line,
                message: "\(test.name)() names no expectation (#expect, #require, Issue.record, confirmation), so "
                    + "it can fail only by throwing; instead, expect what your code should do")
        }
    }

    /// The names of the functions of `source` that name an expectation.
    public static func expectingFunctions(in source: String) -> Set<String> {
        Set(functions(in: codeOnly(source)).filter { $0.body.contains(expectation) }.map(\.name))
    }

    static var expectation: Regex<Substring> {
        /#expect|#require|Issue\.record|\bwithKnownIssue\b|\bconfirmation\b/
    }

    /// The functions of `code`: each name, whether it is a `@Test`, its line and its body.
    static func functions(in code: String) -> [(name: String, isTest: Bool, line: Int, body: Substring)] {
        var functions: [(name: String, isTest: Bool, line: Int, body: Substring)] = []
        for match in code.matches(of: /(@Test\b[^{]*?)?\bfunc\s+(\w+)[^{]*\{/) {
            var (end, depth) = (match.range.upperBound, 1)
            while depth > 0, end < code.endIndex {
                depth += code[end] == "{" ? 1 : code[end] == "}" ? -1 : 0
                end = code.index(after: end)
            }
            let line = code[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
            functions.append((String(match.2), match.1 != nil, line, code[match.range.upperBound..<end]))
        }
        return functions
    }
}
