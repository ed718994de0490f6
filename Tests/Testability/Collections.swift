extension Array where Element: Equatable {
    /// The elements, each once, in the order they first appear.
    func uniqued() -> [Element] {
        reduce(into: []) { kept, element in
            if !kept.contains(element) { kept.append(element) }
        }
    }
}
