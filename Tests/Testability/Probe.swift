/// What a scenario arranged for one twin: how to act on it, and how to read
/// its outcome afterwards. Both run on the main actor, and may `await`.
public struct Probe<Outcome> {
    let act: @MainActor () async throws -> Void
    let observe: @MainActor () async throws -> Outcome

    /// A probe that runs `act`, then reads the outcome with `observe`.
    public init(
        act: @escaping @MainActor () async throws -> Void = {},
        observe: @escaping @MainActor () async throws -> Outcome
    ) {
        self.act = act
        self.observe = observe
    }
}
