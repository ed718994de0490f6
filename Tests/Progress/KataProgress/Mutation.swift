/// One small change of a file's behaviour, compiled in beside the original and switched on by its number at run time.
struct Mutation: Equatable {
    /// The pieces of the original text it renders again (UTF-8 offsets), changes nested in them kept.
    let parts: [Range<Int>]
    /// The changed and the original expression, "\u{1}" and "\u{2}" standing for the parts; nil drops the statement.
    let alternative: String?
    let original: String
    /// Its line, and the change as a lesson says it: "with the condition `isEnabled` negated".
    let line: Int
    let change: String

    var range: Range<Int> { parts[0].lowerBound..<parts[parts.count - 1].upperBound }

    /// The Swift that holds both versions, mutant `number` choosing the changed one.
    func template(number: Int) -> String {
        guard let alternative else { return "if __katasMutant != \(number) { \u{1} }" }
        return "(__katasMutant == \(number) ? \(alternative) : \(original))"
    }

    static func replacing(_ range: Range<Int>, with alternative: String, line: Int, change: String) -> Mutation {
        Mutation(parts: [range], alternative: alternative, original: "\u{1}", line: line, change: change)
    }
}
