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
        let entry = WriteAheadEntry(observer)
        writeAheads.append(entry)
        rebuildTable()
        return SubscriptionToken { [weak self, weak entry] in
            guard let entry else { return }
            entry.isActive = false
            self?.writeAheads.removeAll { $0 === entry }
            self?.rebuildTable()
        }
    }

    /// Tells the write-ahead observers of the action about to be reduced.
    @inlinable @inline(never)
    func runWillReduce(_ action: Action, cause: UInt64, _ table: DispatchTable<Action>) {
        let sequence = context.dispatchingSequence
        table.writeAheads.forEach { if $0.isActive { $0.observer.willReduce(sequence, cause, action) } }
    }

    /// Tells the write-ahead observers that the current action's dispatch is over.
    @inlinable @inline(never)
    func runDidFinish(_ table: DispatchTable<Action>) {
        let sequence = context.dispatchingSequence
        table.writeAheads.forEach { if $0.isActive { $0.observer.didFinish(sequence) } }
    }

    /// Tells the write-ahead observers of the invariants the current action broke.
    func runInvariantsBroken(_ broken: [InvariantBreak], _ table: DispatchTable<Action>) {
        let sequence = _sequence
        table.writeAheads.forEach { if $0.isActive { $0.observer.invariantsBroken(sequence, broken) } }
    }
}
