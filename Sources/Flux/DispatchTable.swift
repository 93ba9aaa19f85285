/// Everything one dispatch calls, frozen: rebuilt (never mutated) when stores, middleware or
/// observers change, so the dispatch loop reads it without locks, copies or reference counting.
@usableFromInline
final class DispatchTable<Action: Sendable> {
    /// Each store's hooks, in reduce order.
    @usableFromInline let stores: FrozenList<Boxed<StoreHooks<Action>>>
    /// The middleware whose `before` may do something, in registration order.
    @usableFromInline let befores: FrozenList<MiddlewareEntry<Action>>
    /// The middleware whose `after` may do something, in registration order.
    @usableFromInline let afters: FrozenList<MiddlewareEntry<Action>>
    /// The observers, in registration order.
    @usableFromInline let observers: FrozenList<Boxed<ActionObserver<Action>>>
    /// Whether any middleware is registered (hooks known to be defaults included).
    @usableFromInline let hasMiddleware: Bool

    @MainActor
    init(
        stores: [Boxed<StoreHooks<Action>>], middlewares: [MiddlewareEntry<Action>],
        observers: [Boxed<ActionObserver<Action>>]
    ) {
        self.stores = FrozenList(stores)
        self.befores = FrozenList(middlewares.filter { !$0.beforeIsDefault })
        self.afters = FrozenList(middlewares.filter { !$0.afterIsDefault })
        self.observers = FrozenList(observers)
        self.hasMiddleware = !middlewares.isEmpty
    }
}
