import Testing

@testable import KataProgress

/// The changes the mutation check makes, read from a file's tokens, and the copy that holds them all.
@Suite("Progress · the changes made to the learner's code")
struct MutationFinderTests {
    static let source = """
        struct Gate {
            let open: Bool
            init(open: Bool) {
                self.open = open
            }
            func isOpen(after hour: Int) -> Bool {
                guard hour < 24, let name = label else { return false }
                log(name + "!")
                return open && hour >= 9
            }
            var label: String? { open ? "open" : nil }
        }
        """

    @Test(
        "Conditions negated, comparisons flipped, calls dropped, literals and returned values changed; one change a span"
    )
    func changes() {
        #expect(
            MutationFinder.mutations(in: Self.source).map { "\($0.line) \($0.change)" } == [
                "7 with the condition `hour < 24` negated",
                "7 with `24` as `25`",
                "7 with `false` as `true`",
                "8 without `log(name + \"!\")`",
                "8 with `\"!\"` as `\"\"`",
                "9 returning the opposite of `open && hour >= 9`",
                "9 with `hour >= 9` as `hour < 9`",
                "9 with `9` as `10`",
                "11 returning nil instead of `open ? \"open\" : nil`",
                "11 with the condition `open` negated",
                "11 with `\"open\"` as `\"\"`",
            ])
    }

    @Test(
        "An initializer's own assignments, a local's, a closure's value and `super.init()` stay: the compiler would point elsewhere"
    )
    func kept() {
        let source =
            "final class A: B {\n    init() {\n        let x: Int\n        x = 1\n        super.init()\n        use(x)\n    }\n    func f() -> [Int] { list.map { $0 } }\n}"
        #expect(
            MutationFinder.mutations(in: source).map(\.change) == [
                "with `1` as `2`", "without `use(x)`", "returning [] instead of `list.map { $0 }`",
            ])
    }

    @Test("The copy holds every change, each switched on by its number, the original when none is")
    func schema() {
        let list = MutationFinder.mutations(in: Self.source).enumerated().map {
            (number: $0.offset + 1, mutation: $0.element)
        }
        let text = String(decoding: Schema(Self.source, list).output, as: UTF8.self)
        #expect(text.contains("if __katasMutant != 4 { log(name + (__katasMutant == 5 ? \"\" : \"!\")) }"))
        #expect(
            text.contains(
                "return (__katasMutant == 6 ? !(open && (__katasMutant == 7 ? (hour) < ((__katasMutant == 8 ? 10 : 9)) : (hour) >= ((__katasMutant == 8 ? 10 : 9)))) : open && ("
            ))
        #expect(text.split(separator: "\n").count == Self.source.split(separator: "\n").count)
    }

    @Test("A compiler error is charged to the innermost change whose text holds it, else the nearest one before it")
    func culprit() {
        let list = MutationFinder.mutations(in: Self.source).enumerated().map {
            (number: $0.offset + 1, mutation: $0.element)
        }
        let schema = Schema(Self.source, list)
        let line8 = String(decoding: schema.output, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)[7]
        let column = line8.utf8.count - line8.utf8.drop { $0 != UInt8(ascii: "\"") }.count + 1
        #expect(schema.culprit(line: 8, column: column + 20) == 5)
        #expect(schema.culprit(line: 8, column: 9) == 4)
        #expect(schema.culprit(line: 10, column: 1) == 8)
    }

    @Test("Strings with interpolations and nested strings, raw strings and comments are read whole")
    func tokens() {
        let scan = SourceScanner(
            ##"""
            let a = "x \(f("y")) z" // "no"
            let b = #"q"r"# /* c "d" */ + 1
            """##)
        #expect(scan.tokens.filter { $0.kind == .string }.map(\.text) == [#""x \(f("y")) z""#, ##"#"q"r"#"##])
        #expect(scan.tokens.last?.text == "1")
    }
}
