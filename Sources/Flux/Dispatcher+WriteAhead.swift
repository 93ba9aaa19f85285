extension Dispatcher {
    /// Adds a ``WriteAheadObserver``: told of each action before the reducers run and again when
    /// its dispatch is over.
    ///
    /// The **cause** it is given is the sequence number of the action that brought this one
    /// about, or 0 when none did (an action sent from outside any dispatch: what a person did):
    /// - an action sent while another is dispatched (from a middleware hook, an observer or a
    ///   subscriber) has that action as its cause;
    /// - an action an effect sends has as its cause the action during whose dispatch the effect
    ///   was started (in a `before` or `after` hook, or by a store's subscriber); a debounced
    ///   effect, the last call's action; a throttled run, the action of the call that runs.
    ///
    /// An observer added during a dispatch takes part from the next action on.
    /// - Parameter observer: the callbacks.
    /// - Returns: a token; the observer is removed when it is cancelled or released.
    public func addWriteAheadObserver(_ observer: WriteAheadObserver<Action>) -> SubscriptionToken {
        if let scopeLink { return scopeLink.addWriteAheadObserver(observer) }
        return SubscriptionToken(onCancel: add(WriteAheadEntry(observer), to: { $1(&$0.writeAheads) }))
    }
}
