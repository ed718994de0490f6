/// One twin of a scenario: an input, and the outcome the scenario expects
/// from it. Messages show the input.
struct Example<Input: CustomStringConvertible, Outcome>: CustomStringConvertible {
    let input: Input
    let expected: Outcome

    init(_ input: Input, _ expected: Outcome) {
        self.input = input
        self.expected = expected
    }

    var description: String { input.description }
}
