/// Delivers an effect's actions back to the dispatcher, on the main actor.
///
/// Each call is one hop to the main actor, where the action is dispatched before the call
/// returns. An action sent after the effect was cancelled (by id, by `cancelInFlight` or by
/// releasing the dispatcher) is dropped: a cancelled effect delivers nothing.
///
/// ```swift
/// dispatcher.run(id: "search", cancelInFlight: true) { send in
///     let page = await repository.load()
///     await send(.loaded(page))
/// }
/// ```
public struct Send<Action: Sendable>: Sendable {
    weak var dispatcher: Dispatcher<Action>?
    let effects: EffectTable
    let token: UInt64

    /// Dispatches `action` on the main actor unless the effect has been cancelled.
    public func callAsFunction(_ action: Action) async {
        await dispatcher?.deliver(action, fromEffect: token)
    }

    /// Whether the effect may still deliver actions (false once it is cancelled).
    public var isActive: Bool {
        get async { effects.isActive(token) }
    }
}
