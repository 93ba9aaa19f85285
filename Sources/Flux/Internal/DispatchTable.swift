/// Everything one dispatch calls, frozen: rebuilt (never mutated) when stores, middleware or
/// observers change, so the dispatch loop reads it without locks, copies or reference counting.
@usableFromInline
final class DispatchTable<Action: Sendable> {
    /// Each store's hooks, in reduce order.
    @usableFromInline let stores: FrozenList<Boxed<StoreHooks<Action>>>
    /// The stores themselves: the hooks borrow their store, so the table keeps the stores alive
    /// as long as a dispatch may walk it, even after they are unregistered (invariant U3).
    let storeOwners: [AnyObject]
    /// The middleware whose `before` may do something, in registration order.
    @usableFromInline let befores: FrozenList<MiddlewareEntry<Action>>
    /// The middleware whose `after` may do something, in registration order.
    @usableFromInline let afters: FrozenList<MiddlewareEntry<Action>>
    /// The observers, in registration order.
    @usableFromInline let observers: FrozenList<ObserverEntry<Action>>
    /// Whether some `before` hook may do something (`befores` is not empty).
    @usableFromInline let runsBefores: Bool
    /// Whether some `after` hook may do something (`afters` is not empty).
    @usableFromInline let runsAfters: Bool
    /// Whether there is an observer (`observers` is not empty).
    @usableFromInline let runsObservers: Bool
    /// The write-ahead observers, in registration order.
    @usableFromInline let writeAheads: FrozenList<WriteAheadEntry<Action>>
    /// Whether there is a write-ahead observer (`writeAheads` is not empty).
    @usableFromInline let runsWriteAheads: Bool
    /// Whether some middleware hook has not run yet: the hook loops then check each entry.
    @usableFromInline let isProbing: Bool

    @MainActor
    init(
        stores: [Boxed<StoreHooks<Action>>], storeOwners: [AnyObject], middlewares: [MiddlewareEntry<Action>],
        observers: [ObserverEntry<Action>], writeAheads: [WriteAheadEntry<Action>] = []
    ) {
        self.storeOwners = storeOwners
        let befores = middlewares.filter { !$0.beforeIsDefault }
        let afters = middlewares.filter { !$0.afterIsDefault }
        self.stores = FrozenList(stores)
        self.befores = FrozenList(befores)
        self.afters = FrozenList(afters)
        self.observers = FrozenList(observers)
        self.runsBefores = !befores.isEmpty
        self.runsAfters = !afters.isEmpty
        self.runsObservers = !observers.isEmpty
        self.writeAheads = FrozenList(writeAheads)
        self.runsWriteAheads = !writeAheads.isEmpty
        self.isProbing = middlewares.contains { $0.needsProbe }
    }
}
