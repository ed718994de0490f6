/// What a scenario arranged for one twin: how to act on it, and how to read
/// its outcome afterwards.
public struct Probe<Outcome> {
    let act: () throws -> Void
    let observe: () throws -> Outcome

    /// A probe that runs `act`, then reads the outcome with `observe`.
    public init(act: @escaping () throws -> Void = {}, observe: @escaping () throws -> Outcome) {
        self.act = act
        self.observe = observe
    }
}
