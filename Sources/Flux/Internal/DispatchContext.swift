/// What the stores of one dispatcher share with it: which dispatcher owns them and which phase
/// of an action is running.
///
/// Every store has one from its creation (its own, unattached); registering it hands it the
/// dispatcher's, which is how a second dispatcher notices the store is taken and how a store's
/// `state` getter knows whether a read is a reducer's (never tracked by Observation) or another.
/// Its flags skip exclusivity checks (invariant U5 of <doc:WhyDispatchIsCheap>).
@usableFromInline @MainActor
final class DispatchContext {
    /// Whether a dispatch is in progress: actions sent now are queued.
    @usableFromInline @exclusivity(unchecked) var isDispatching = false
    /// Whether reads of `Store.state` are tracked by Observation now: not while middleware,
    /// reducers and observers run (their reads are the dispatcher's), yes otherwise.
    @usableFromInline @exclusivity(unchecked) var tracksReads = true
    /// The sequence number of the action being dispatched, from its `before` hooks to its
    /// subscribers; 0 when none is. An action sent or an effect started meanwhile has it as its
    /// cause.
    @usableFromInline @exclusivity(unchecked) var dispatchingSequence: UInt64 = 0
    /// The store whose reducer is running (debug builds only set it).
    @usableFromInline @exclusivity(unchecked) var reducingStore: ObjectIdentifier?
    /// What the store whose reducer is running may read (debug builds only set it).
    @usableFromInline @exclusivity(unchecked) var reducingReads: ReadPermission?
    /// Whether a live dispatcher owns this context (false for a store's own, and once the
    /// dispatcher is gone).
    var isAttached: Bool
    /// Processes the actions queued while `isDispatching` was set outside a send (a subscriber's
    /// first delivery), then clears it; set by the owning dispatcher.
    var finishQueuedDispatch: (@MainActor () -> Void)?

    @usableFromInline
    init(isAttached: Bool) {
        self.isAttached = isAttached
    }
}
