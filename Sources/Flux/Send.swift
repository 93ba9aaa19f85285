/// Delivers an effect's actions back to the dispatcher, on the main actor.
///
/// A call hands the action to the main actor and yields once (like `Task.yield()`), so a busy
/// effect lets other tasks run; it does not wait for the action to be dispatched. The actions of one effect are dispatched in the order they were sent,
/// and all of them before the effect counts as finished (``Dispatcher/settle()``): an effect's
/// last action and its completion reach the main actor together, in one hop. An action sent
/// after the effect was cancelled (by id, by `cancelInFlight` or by releasing the dispatcher),
/// or still waiting to be dispatched when it was cancelled, is dropped: a cancelled effect
/// delivers nothing more.
///
/// ```swift
/// dispatcher.run(id: "search", cancelInFlight: true) { send in
///     let page = await repository.load()
///     await send(.loaded(page))
/// }
/// ```
public struct Send<Action: Sendable>: Sendable {
    weak var dispatcher: Dispatcher<Action>?
    let effects: EffectTable<Action>
    let token: UInt64

    /// Hands `action` to the main actor to be dispatched, unless the effect has been cancelled.
    /// - Parameter action: the action to dispatch.
    public func callAsFunction(_ action: Action) async {
        guard effects.post(action, from: token) else { return }
        Task { @MainActor [weak dispatcher] in dispatcher?.dispatchPosted() }
        await Task.yield()
    }

    /// Whether the effect may still deliver actions (false once it is cancelled).
    public var isActive: Bool {
        get async { effects.isActive(token) }
    }
}
