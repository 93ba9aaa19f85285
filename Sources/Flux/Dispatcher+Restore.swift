extension Dispatcher {
    /// The states of every registered store now.
    /// - Returns: a snapshot for ``restore(_:)``.
    public func snapshot() -> DispatcherSnapshot<Action> {
        DispatcherSnapshot(entries: stores.map { ($0, $0.anyState) })
    }

    /// Gives every store of `snapshot` its state back, then notifies once.
    ///
    /// All states are set before anyone is told, so Observation and subscribers see only the
    /// restored combination, never a mix. Actions that subscribers send meanwhile are queued
    /// and processed after every subscriber has been called, as during ``send(_:)``. The action
    /// ``sequence`` is not changed. Reducers, middleware and observers do not run.
    /// - Parameter snapshot: taken from this dispatcher.
    /// - Throws: ``DispatcherError/restoreDuringDispatch`` when called while an action is being
    ///   processed, ``DispatcherError/notRegistered(_:)`` for a store no longer registered here
    ///   (nothing changes).
    public func restore(_ snapshot: DispatcherSnapshot<Action>) throws {
        try restore(snapshot.entries)
    }

    /// Restores the given stores' states (tools that decode states by store name use this).
    /// - Throws: what ``restore(_:)`` throws, and ``DispatcherError/stateTypeMismatch(store:expected:got:)``.
    package func restore(_ entries: [(store: AnyStore<Action>, state: any Sendable)]) throws {
        if scopeLink != nil, entries.isEmpty { return }  // a scoped dispatcher has no stores
        if context.isDispatching { throw DispatcherError.restoreDuringDispatch }
        for (store, state) in entries {
            guard store.context === context else { throw DispatcherError.notRegistered(store.name) }
            try store.checkStateType(state)
        }
        context.isDispatching = true
        for (store, state) in entries { store.replaceState(state) }
        table.current.borrow { $0.stores.forEach { $0.value.notify() } }
        if !queue.isEmpty { drainQueue() }
        context.isDispatching = false
        if !table.retired.isEmpty { table.releaseRetired() }
    }
}
