/// Delivers an effect's actions back to the dispatcher, on the main actor.
///
/// A call hands the action to the main actor and returns at once: it neither waits for the
/// action to be dispatched nor suspends. An effect that sends in a long loop without awaiting
/// anything else should `await Task.yield()` now and then, as any busy task should.
///
/// The actions of one effect are dispatched in the order they were sent, and all of them before
/// the effect counts as finished (``Effects/settle()``): an effect's last action and its
/// completion reach the main actor together, in one hop. An action sent after the effect was
/// cancelled (by id, by `cancelInFlight` or by releasing the dispatcher), or still waiting to be
/// dispatched when it was cancelled, is dropped: a cancelled effect delivers nothing more. An
/// effect started on a scoped dispatcher (``Dispatcher/scope(_:)``) sends the feature's actions,
/// embedded in the app's.
///
/// ```swift
/// dispatcher.effects.run(id: "search", cancelInFlight: true) { send in
///     let page = await repository.load()
///     await send(.loaded(page))
/// }
/// ```
public struct Send<Action: Sendable>: Sendable {
    /// Where the actions go: a dispatcher's effect table, or another `Send` through an embedding.
    enum Route: Sendable {
        case table(EffectTable<Action>, token: UInt64)
        case embedded(post: @Sendable (Action) async -> Void, isActive: @Sendable () -> Bool)
    }

    let route: Route

    init(effects: EffectTable<Action>, token: UInt64) {
        self.route = .table(effects, token: token)
    }

    /// A send of a feature's actions that embeds them and sends them with `parent`.
    init<Parent>(forwarding parent: Send<Parent>, embed: @escaping @Sendable (Action) -> Parent) {
        self.route = .embedded(post: { await parent(embed($0)) }, isActive: { parent.isActive })
    }

    /// Hands `action` to the main actor to be dispatched, unless the effect has been cancelled.
    /// - Parameter action: the action to dispatch.
    public func callAsFunction(_ action: Action) async {
        switch route {
        case .table(let effects, let token):
            effects.post(action, from: token)
        case .embedded(let post, _):
            await post(action)
        }
    }

    /// Whether the effect may still deliver actions (false once it is cancelled).
    ///
    /// Reading it takes a lock, not a hop: an effect's loop may check it between steps.
    public var isActive: Bool {
        switch route {
        case .table(let effects, let token): effects.isActive(token)
        case .embedded(_, let isActive): isActive()
        }
    }
}
