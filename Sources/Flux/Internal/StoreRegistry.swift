/// A dispatcher's registered stores, in reduce order, with what its dispatch loop and its
/// invariant checks need of them; it checks each registration and removal before it changes.
@MainActor
struct StoreRegistry<Action: Sendable> {
    /// The stores, every one after its dependencies.
    private(set) var stores: [AnyStore<Action>] = []
    /// Each store's reducer and notification hooks, in the order of ``stores``.
    private(set) var hooks: [Boxed<StoreHooks<Action>>] = []
    /// The invariant checks of the stores that have invariants, in reduce order: closures, so
    /// that tools checking after every action walk no generic array.
    private(set) var invariantChecks: [(inout [InvariantBreak]) -> Void] = []

    /// Adds `newStores` (in any order) and attaches them to `context`; on error nothing changes.
    /// - Throws: ``DispatcherError`` for a store registered here or elsewhere already, a
    ///   duplicate name, a dependency that is not registered, or a cycle.
    mutating func add(_ newStores: [AnyStore<Action>], attachingTo context: DispatchContext) throws {
        for store in newStores where store.context.isAttached {
            throw store.context === context
                ? DispatcherError.alreadyRegistered(store.name) : DispatcherError.registeredElsewhere(store.name)
        }
        var names = Set(stores.map { $0.name })
        for store in newStores where !names.insert(store.name).inserted {
            throw DispatcherError.duplicateStoreName(store.name)
        }
        let ordered = try StoreOrdering.sorted(stores + newStores)
        for store in newStores { store.attach(to: context) }
        set(ordered)
    }

    /// Removes `store`, detaching it; on error nothing changes.
    /// - Throws: ``DispatcherError/notRegistered(_:)``, or
    ///   ``DispatcherError/storeIsWaitedFor(store:by:)`` naming the stores that wait for it.
    mutating func remove(_ store: AnyStore<Action>) throws {
        guard stores.contains(where: { $0 === store }) else { throw DispatcherError.notRegistered(store.name) }
        let waiting = stores.filter { other in other.dependencies.contains { $0 === store } }
        guard waiting.isEmpty else {
            throw DispatcherError.storeIsWaitedFor(store: store.name, by: waiting.map(\.name))
        }
        store.attach(to: DispatchContext(isAttached: false))
        set(stores.filter { $0 !== store })
    }

    /// The invariants the stores break now, in reduce order (empty when all hold).
    func brokenInvariants() -> [InvariantBreak] {
        var broken: [InvariantBreak] = []
        for check in invariantChecks { check(&broken) }
        return broken
    }

    private mutating func set(_ ordered: [AnyStore<Action>]) {
        stores = ordered
        invariantChecks = ordered.compactMap { $0.invariantCheck }
        for store in ordered { store.readPermission = ReadPermission(of: store) }
        hooks = ordered.map { store in
            guard let hooks = store.hooks else { preconditionFailure("store '\(store.name)' has no hooks") }
            return Boxed(hooks)
        }
    }
}
