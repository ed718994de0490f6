/// The order `UIView.visible(_:)` lists views in, which no test may rely on:
/// on another phone, in another language or after a redesign, the views of
/// a screen can sit in another order, and a test that found one by its
/// place reads another.
///
/// The judge lists them turned by one place (the first comes last) in one
/// twin of each scenario, and in one more run of a learner's test that
/// listed two views or more. Each such listing is noted in the running
/// test's world.
@_spi(Judge) public enum ViewOrder {
    /// Whether views are listed turned by one place, in the running task.
    @TaskLocal public static var turned = false

    static func listed<View>(_ views: [View]) -> [View] {
        guard views.count > 1 else { return views }
        World.current.noteListedInOrder()
        return turned ? Array(views.dropFirst() + views.prefix(1)) : views
    }
}
