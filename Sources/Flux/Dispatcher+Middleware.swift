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
    @inlinable
    func runBefore(_ action: Action, _ table: DispatchTable<Action>) -> MiddlewareDecision {
        let stopped = table.befores.contains { entry in
            let decision = entry.beforeProbed ? entry.before(action, self) : probeBefore(entry, action)
            return decision == .stop
        }
        return stopped ? .stop : .proceed
    }

    /// Runs the `after` hooks in reverse order.
    @inlinable
    func runAfter(_ action: Action, _ table: DispatchTable<Action>) {
        table.afters.forEachReversed { entry in
            if entry.afterProbed { entry.after(action, self) } else { probeAfter(entry, action) }
        }
    }

    /// Calls `entry`'s `before` for the first time, noting whether it is the default.
    @usableFromInline
    func probeBefore(_ entry: MiddlewareEntry<Action>, _ action: Action) -> MiddlewareDecision {
        defaultHookType = nil
        let decision = entry.before(action, self)
        entry.beforeProbed = true
        if defaultHookType == entry.type {
            entry.beforeIsDefault = true
            rebuildTable()
        }
        return decision
    }

    /// Calls `entry`'s `after` for the first time, noting whether it is the default.
    @usableFromInline
    func probeAfter(_ entry: MiddlewareEntry<Action>, _ action: Action) {
        defaultHookType = nil
        entry.after(action, self)
        entry.afterProbed = true
        if defaultHookType == entry.type {
            entry.afterIsDefault = true
            rebuildTable()
        }
    }

    /// Called by the protocol's default hooks: the hook that just ran was a default one.
    func noteDefaultHook<M: Middleware>(of type: M.Type) {
        defaultHookType = ObjectIdentifier(type)
    }
}
