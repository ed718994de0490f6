/// A Swift file with mutations compiled in beside its code, and where each lies, to charge a compiler error to one.
struct Schema {
    let source: [UInt8]
    private(set) var output: [UInt8] = []
    /// Each rendering of each mutation (twice inside both versions of another): its number, its place in `output`.
    private(set) var spans: [(number: Int, span: Range<Int>)] = []

    /// `source` with `mutations`, ordered as `MutationFinder` gives them, compiled in.
    init(_ source: String, _ mutations: [(number: Int, mutation: Mutation)]) {
        self.source = Array(source.utf8)
        render(0..<self.source.count, mutations[...])
    }

    private mutating func render(_ range: Range<Int>, _ list: ArraySlice<(number: Int, mutation: Mutation)>) {
        var position = range.lowerBound
        var index = list.startIndex
        while index < list.endIndex {
            let (number, mutation) = list[index]
            var end = index + 1
            while end < list.endIndex, list[end].mutation.range.upperBound <= mutation.range.upperBound { end += 1 }
            output += source[position..<mutation.range.lowerBound]
            let start = output.count
            for scalar in mutation.template(number: number).unicodeScalars {
                if scalar.value == 1 || scalar.value == 2 {
                    let part = mutation.parts[Int(scalar.value) - 1]
                    render(part, list[(index + 1)..<end].filter { part.contains($0.mutation.range.lowerBound) }[...])
                } else {
                    output += Array(String(scalar).utf8)
                }
            }
            spans.append((number, start..<output.count))
            (position, index) = (mutation.range.upperBound, end)
        }
        output += source[position..<range.upperBound]
    }

    /// The mutation an error at `line` and `column` is charged to: the innermost one holding it, else the nearest
    /// before it (a statement dropped before the line that needed it).
    func culprit(line: Int, column: Int) -> Int? {
        var offset = 0
        for _ in 1..<max(line, 1) {
            offset = (output[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? output.count) + 1
        }
        offset += column - 1
        let holding = spans.filter { $0.span.contains(offset) }.min { $0.span.count < $1.span.count }
        return
            (holding ?? spans.filter { $0.span.lowerBound <= offset }.max { $0.span.lowerBound < $1.span.lowerBound }
            ?? spans.first)?.number
    }
}
