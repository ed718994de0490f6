import StandIns

extension UIView {
    /// The text of every label a user can see on this view, sorted: how both
    /// drivers read what the screen shows, each label found by what it is,
    /// never by where it sits.
    var shownLines: [String] {
        visible(UILabel.self).map { $0.text ?? "" }.sorted()
    }
}
