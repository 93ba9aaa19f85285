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
        return MiddlewareHandle(onRemove: add(entry, to: { $1(&$0.middlewares) }))
    }

    /// Called when a hook of a middleware ran for the first time (`MiddlewareEntry`'s probes):
    /// rebuilds the table when the hook turned out to be a default (it leaves the table) or when
    /// every hook has now run once (the table stops probing).
    func probed(foundDefault: Bool) {
        if foundDefault || !middlewares.contains(where: { $0.needsProbe }) { rebuildTable() }
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
