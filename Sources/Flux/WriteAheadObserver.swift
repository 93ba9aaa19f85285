/// Watches each action as the stores receive it, and again when its dispatch is over: what a
/// write-ahead log needs.
///
/// ``willReduce`` runs after the middleware `before` hooks and before the first reducer, so a
/// log that writes the action there has it on disk even when a reducer traps. ``didFinish`` runs
/// when the action's whole dispatch is over (reducers, observers, `after` hooks, subscribers), so
/// an action whose ``didFinish`` never came was interrupted. ``invariantsBroken`` runs in debug
/// builds when the action left a store breaking an ``Invariant``, before
/// ``Dispatcher/onInvariantBreak`` (whose default stops the program).
///
/// ```swift
/// let token = dispatcher.addWriteAheadObserver(WriteAheadObserver(
///     willReduce: { sequence, cause, action in log.append("\(sequence) \(action)") },
///     didFinish: { sequence in log.append("\(sequence) done") }))
/// ```
///
/// Misuse: the callbacks must not send actions synchronously expecting them to be reduced first:
/// a send from them is queued, as from any hook.
public struct WriteAheadObserver<Action> {
    /// Called with the action's sequence number, its cause (see ``Dispatcher/addWriteAheadObserver(_:)``)
    /// and the action, before the first reducer runs.
    public var willReduce: @MainActor (_ sequence: UInt64, _ cause: UInt64, _ action: Action) -> Void
    /// Called with the sequence number once the action's dispatch is over.
    public var didFinish: @MainActor (_ sequence: UInt64) -> Void
    /// Called in debug builds with the sequence number and the invariants the action broke,
    /// before ``Dispatcher/onInvariantBreak`` is called for each of them.
    public var invariantsBroken: @MainActor (_ sequence: UInt64, _ broken: [InvariantBreak]) -> Void

    /// Creates an observer from its three callbacks.
    /// - Parameters:
    ///   - willReduce: called before the reducers, with the sequence number, cause and action.
    ///   - didFinish: called when the dispatch is over, with the sequence number.
    ///   - invariantsBroken: called (debug builds) when the action broke invariants.
    public init(
        willReduce: @escaping @MainActor (_ sequence: UInt64, _ cause: UInt64, _ action: Action) -> Void,
        didFinish: @escaping @MainActor (_ sequence: UInt64) -> Void,
        invariantsBroken: @escaping @MainActor (_ sequence: UInt64, _ broken: [InvariantBreak]) -> Void = { _, _ in }
    ) {
        self.willReduce = willReduce
        self.didFinish = didFinish
        self.invariantsBroken = invariantsBroken
    }
}
