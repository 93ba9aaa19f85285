extension Dispatcher {
    /// Registers stores; they may be given in any order, and may wait for each other.
    ///
    /// A store belongs to one dispatcher at a time. On error nothing is registered.
    /// - Parameter newStores: the stores to add.
    /// - Throws: ``DispatcherError`` for a dependency cycle (naming the stores in it), a dependency
    ///   that is not registered, a duplicate name, or a store registered already.
    public func register(_ newStores: AnyStore<Action>...) throws {
        try register(newStores)
    }

    /// Registers an array of stores; see ``register(_:)-(AnyStore<Action>...)``.
    /// - Parameter newStores: the stores to add.
    /// - Throws: ``DispatcherError``; on error nothing is registered.
    public func register(_ newStores: [AnyStore<Action>]) throws {
        if scopeLink != nil, let store = newStores.first { throw DispatcherError.registeredOnScope(store.name) }
        for store in newStores where store.context.isAttached {
            throw store.context === context
                ? DispatcherError.alreadyRegistered(store.name) : DispatcherError.registeredElsewhere(store.name)
        }
        var names = Set(stores.map(\.name))
        for store in newStores where !names.insert(store.name).inserted {
            throw DispatcherError.duplicateStoreName(store.name)
        }
        let ordered = try StoreOrdering.sorted(stores + newStores)
        for store in newStores { store.attach(to: context) }
        setStores(ordered)
    }

    /// Removes a store: it reduces no further action and can be registered again, here or with
    /// another dispatcher. Its state and subscriptions stay as they are.
    /// - Parameter store: a registered store that no other registered store waits for.
    /// - Throws: ``DispatcherError/notRegistered(_:)``, or
    ///   ``DispatcherError/storeIsWaitedFor(store:by:)`` naming the stores that wait for it
    ///   (nothing changes).
    public func unregister(_ store: AnyStore<Action>) throws {
        guard stores.contains(where: { $0 === store }) else { throw DispatcherError.notRegistered(store.name) }
        let waiting = stores.filter { other in other.dependencies.contains { $0 === store } }
        guard waiting.isEmpty else {
            throw DispatcherError.storeIsWaitedFor(store: store.name, by: waiting.map(\.name))
        }
        store.attach(to: DispatchContext(isAttached: false))
        setStores(stores.filter { $0 !== store })
    }

    /// Makes `ordered` the stores and rebuilds the dispatch table.
    private func setStores(_ ordered: [AnyStore<Action>]) {
        stores = ordered
        invariantChecks = ordered.compactMap(\.invariantCheck)
        hasInvariants = !invariantChecks.isEmpty
        for store in ordered { store.readPermission = ReadPermission(of: store) }
        storeHooks = ordered.map { store in
            guard let hooks = store.hooks else { preconditionFailure("store '\(store.name)' has no hooks") }
            return Boxed(hooks)
        }
        rebuildTable()
    }

    /// Freezes the current stores, middleware and observers for the dispatch loop.
    func rebuildTable() {
        let frozen = DispatchTable(
            stores: storeHooks, storeOwners: stores, middlewares: middlewares, observers: observers,
            writeAheads: writeAheads)
        table.replace(with: frozen, inUse: context.isDispatching)
    }
}
