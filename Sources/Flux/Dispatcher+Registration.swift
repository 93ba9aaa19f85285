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
        try registry.add(newStores, attachingTo: context)
        storesChanged()
    }

    /// Removes a store: it reduces no further action and can be registered again, here or with
    /// another dispatcher. Its state and subscriptions stay as they are.
    /// - Parameter store: a registered store that no other registered store waits for.
    /// - Throws: ``DispatcherError/notRegistered(_:)``, or
    ///   ``DispatcherError/storeIsWaitedFor(store:by:)`` naming the stores that wait for it
    ///   (nothing changes).
    public func unregister(_ store: AnyStore<Action>) throws {
        try registry.remove(store)
        storesChanged()
    }

    private func storesChanged() {
        hasInvariants = !registry.invariantChecks.isEmpty
        rebuildTable()
    }

    /// Appends `entry` to the list `list` hands out (`{ $1(&$0.observers) }`) for the next
    /// dispatch; returns what removes it (at once for a phase already walking the old table).
    ///
    /// The list is a closure rather than a key path: a key path into this generic class is made
    /// at run time at each use (`swift_getKeyPath`), which was most of the cost of an addition.
    func add<Entry: DispatchEntry>(
        _ entry: Entry, to list: @escaping (Dispatcher, (inout [Entry]) -> Void) -> Void
    ) -> () -> Void {
        list(self) { $0.append(entry) }
        rebuildTable()
        return { [weak self, weak entry] in
            guard let entry else { return }
            entry.isActive = false
            guard let self else { return }
            list(self) { entries in entries.removeAll { $0 === entry } }
            rebuildTable()
        }
    }

    /// Freezes the current stores, middleware and observers for the dispatch loop.
    func rebuildTable() {
        let frozen = DispatchTable(
            stores: registry.hooks, storeOwners: registry.stores, middlewares: middlewares, observers: observers,
            writeAheads: writeAheads)
        table.replace(with: frozen, inUse: context.isDispatching)
    }
}
