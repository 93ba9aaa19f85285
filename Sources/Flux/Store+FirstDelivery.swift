extension Store {
    /// Calls a new subscriber with the current value, as if during a dispatch: an action it sends
    /// is queued and processed once it returns (then the subscriber gets the new value), not at
    /// once inside its own call.
    ///
    /// During a dispatch, actions are queued already; a store not registered with a dispatcher
    /// has no queue, so it just delivers.
    @usableFromInline
    func deliverFirst(_ deliver: () -> Void) {
        guard context.isAttached, !context.isDispatching, let finish = context.finishQueuedDispatch else {
            return deliver()
        }
        context.isDispatching = true
        deliver()
        finish()
    }
}
