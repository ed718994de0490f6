/// One small change of a file's behaviour, compiled in beside the original and switched on by its number at run time.
public struct Mutation: Sendable, Equatable {
    /// The pieces of the original text it renders again (UTF-8 offsets), changes nested in them kept.
    public let parts: [Range<Int>]
    /// The changed and the original expression, "\u{1}" and "\u{2}" standing for the parts; nil drops the statement.
    let alternative: String?
    let original: String
    /// Its line (from 1), and the change as a lesson says it: "with the condition `isEnabled` negated".
    public let line: Int
    public let change: String

    /// The original text it spans.
    public var range: Range<Int> { parts[0].lowerBound..<parts[parts.count - 1].upperBound }

    /// The Swift that holds both versions, mutant `number` choosing the changed one; "\u{1}", "\u{2}": the parts.
    func template(number: Int) -> String {
        guard let alternative else { return "if __katasMutant != \(number) { \u{1} }" }
        return "(__katasMutant == \(number) ? \(alternative) : \(original))"
    }

    /// A change that replaces the expression at `range` with `alternative`.
    static func replacing(_ range: Range<Int>, with alternative: String, line: Int, change: String) -> Mutation {
        Mutation(parts: [range], alternative: alternative, original: "\u{1}", line: line, change: change)
    }
}
