/// How the app made with its defaults behaves otherwise on the two versions,
/// in words, for a same-behaviour check's message: each field whose value on
/// Katas is not its value on Solutions, as "what X on Katas, Y on Solutions",
/// joined by "; ".
public func differences(_ fields: [(what: String, onKatas: String, onSolutions: String)]) -> String {
    fields.filter { $0.onKatas != $0.onSolutions }
        .map { "\($0.what) \($0.onKatas) on Katas, \($0.onSolutions) on Solutions" }
        .joined(separator: "; ")
}
