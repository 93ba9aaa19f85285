extension Dispatcher {
    /// Processes the actions queued while a store held the dispatch open for a subscriber's first
    /// delivery (``Store/subscribe(_:onChange:)``), then ends it, as ``send(_:)`` does after its
    /// action. Not on the hot path: `send` and `process` are unchanged.
    func finishQueuedDispatch() {
        if !queue.isEmpty { drainQueue() }
        context.isDispatching = false
        if !table.retired.isEmpty { table.releaseRetired() }
    }
}
