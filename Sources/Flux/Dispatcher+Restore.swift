extension Dispatcher {
    /// Restores the given stores' states (tools that decode states by store name use this).
    /// - Throws: what ``DispatcherSnapshot/restore(into:)`` throws, and ``DispatcherError/stateTypeMismatch(store:expected:got:)``.
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
