extension Dispatcher {
    /// Adds a middleware after the ones already added.
    ///
    /// Hooks the middleware does not implement (the protocol's defaults) are called once, for
    /// the first action, and then skipped: they do nothing, so skipping them changes nothing.
    @inlinable
    public func addMiddleware(_ middleware: any Middleware<Action>) {
        addMiddlewareEntry(MiddlewareEntry(middleware))
    }

    @usableFromInline
    func addMiddlewareEntry(_ entry: MiddlewareEntry<Action>) {
        middlewares.append(entry)
        rebuildTable()
    }

    /// Runs the `before` hooks in order until one stops the action.
    ///
    /// Once every hook of the table has run once (`table.isProbing` false) the loop is a bare
    /// call per hook.
    @inlinable
    func runBefore(_ action: Action, _ table: DispatchTable<Action>) -> MiddlewareDecision {
        let stopped: Bool
        if table.isProbing {
            stopped = table.befores.contains { entry in
                (entry.beforeProbed ? entry.before(action, self) : probeBefore(entry, action)) == .stop
            }
        } else {
            stopped = table.befores.contains { $0.before(action, self) == .stop }
        }
        return stopped ? .stop : .proceed
    }

    /// Runs the `after` hooks in reverse order.
    @inlinable
    func runAfter(_ action: Action, _ table: DispatchTable<Action>) {
        if table.isProbing {
            table.afters.forEachReversed { entry in
                if entry.afterProbed { entry.after(action, self) } else { probeAfter(entry, action) }
            }
        } else {
            table.afters.forEachReversed { $0.after(action, self) }
        }
    }

    /// Calls `entry`'s `before` for the first time, noting whether it is the default.
    @usableFromInline
    func probeBefore(_ entry: MiddlewareEntry<Action>, _ action: Action) -> MiddlewareDecision {
        defaultHookType = nil
        let decision = entry.before(action, self)
        entry.beforeProbed = true
        finishProbe(entry, isDefault: defaultHookType == entry.type) { $0.beforeIsDefault = true }
        return decision
    }

    /// Calls `entry`'s `after` for the first time, noting whether it is the default.
    @usableFromInline
    func probeAfter(_ entry: MiddlewareEntry<Action>, _ action: Action) {
        defaultHookType = nil
        entry.after(action, self)
        entry.afterProbed = true
        finishProbe(entry, isDefault: defaultHookType == entry.type) { $0.afterIsDefault = true }
    }

    /// Notes what a probe learned; rebuilds the table when a hook turned out to be a default
    /// (it leaves the table) or when every hook has now run once (the table stops probing).
    private func finishProbe(
        _ entry: MiddlewareEntry<Action>, isDefault: Bool, markDefault: (MiddlewareEntry<Action>) -> Void
    ) {
        if isDefault { markDefault(entry) }
        if isDefault || !middlewares.contains(where: \.needsProbe) { rebuildTable() }
    }

    /// Called by the protocol's default hooks: the hook that just ran was a default one.
    func noteDefaultHook<M: Middleware>(of type: M.Type) {
        defaultHookType = ObjectIdentifier(type)
    }
}
