/// A driver's complaint that the version did something no scenario expects.
struct Unexpected: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
