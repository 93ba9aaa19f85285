/// Delivers an effect's actions back to the dispatcher, on the main actor.
///
/// An action sent after the effect was cancelled (by id, by `cancelInFlight` or by tearing the
/// dispatcher down) is dropped: a cancelled effect delivers nothing.
///
/// ```swift
/// dispatcher.run(id: "search", cancelInFlight: true) { send in
///     let page = await repository.load()
///     await send(.loaded(page))
/// }
/// ```
public struct Send<Action: Sendable>: Sendable {
    weak var dispatcher: Dispatcher<Action>?
    let token: UInt64

    /// Delivers `action` unless the effect has been cancelled.
    public func callAsFunction(_ action: Action) async {
        await dispatcher?.deliver(action, fromEffect: token)
    }

    /// Whether the effect may still deliver actions.
    public var isActive: Bool {
        get async { await dispatcher?.isEffectActive(token) ?? false }
    }
}
