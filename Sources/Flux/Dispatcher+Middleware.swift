extension Dispatcher {
    /// Adds a middleware after the ones already added.
    ///
    /// Hooks the middleware does not implement (the protocol's defaults) are called once, for
    /// the first action, and then skipped: they do nothing, so skipping them changes nothing.
    /// - Parameter middleware: the middleware to call for every action.
    /// - Returns: a handle whose ``MiddlewareHandle/remove()`` removes the middleware; releasing
    ///   the handle keeps it.
    @inlinable @discardableResult
    public func addMiddleware(_ middleware: any Middleware<Action>) -> MiddlewareHandle {
        addMiddlewareEntry(MiddlewareEntry(middleware))
    }

    @usableFromInline
    func addMiddlewareEntry(_ entry: MiddlewareEntry<Action>) -> MiddlewareHandle {
        if let scopeLink { return scopeLink.addMiddleware(entry, child: self) }
        middlewares.append(entry)
        rebuildTable()
        return MiddlewareHandle { [weak self, weak entry] in
            guard let entry else { return }
            entry.isActive = false
            self?.middlewares.removeAll { $0 === entry }
            self?.rebuildTable()
        }
    }

    /// Runs the `before` hooks in order until one stops the action.
    ///
    /// Once every hook of the table has run once (`table.isProbing` false) the loop is a bare
    /// call per hook.
    /// - Returns: the action to go on with (the original or a replacement), nil when stopped.
    @inlinable
    func runBefore(_ action: Action, _ table: DispatchTable<Action>) -> Action? {
        var current = action
        let probing = table.isProbing
        let stopped = table.befores.contains { entry in
            guard entry.isActive else { return false }
            let decision = probing && !entry.beforeProbed ? probeBefore(entry, current) : entry.before(current, self)
            switch decision {
            case .proceed: return false
            case .stop: return true
            case .replace(let replacement):
                current = replacement
                return false
            }
        }
        return stopped ? nil : current
    }

    /// Runs the `after` hooks in reverse order.
    @inlinable
    func runAfter(_ action: Action, _ table: DispatchTable<Action>) {
        if table.isProbing {
            table.afters.forEachReversed { entry in
                guard entry.isActive else { return }
                if entry.afterProbed { entry.after(action, self) } else { probeAfter(entry, action) }
            }
        } else {
            table.afters.forEachReversed { if $0.isActive { $0.after(action, self) } }
        }
    }

    /// Calls `entry`'s `before` for the first time, noting whether it is the default.
    @usableFromInline
    func probeBefore(_ entry: MiddlewareEntry<Action>, _ action: Action) -> MiddlewareDecision<Action> {
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
        noteDefaultHook(ObjectIdentifier(type))
    }

    /// Notes the type whose default hook ran; a scoped dispatcher tells its parent, which probes.
    func noteDefaultHook(_ type: ObjectIdentifier) {
        if let scopeLink { return scopeLink.noteDefaultHook(type) }
        defaultHookType = type
    }
}
