/// The states of a dispatcher's stores at one moment, to restore later (undo, time travel).
///
/// Take one with ``init(of:)`` and give it back with ``restore(into:)``. States are values, so a
/// snapshot is cheap: unchanged parts are shared, copy-on-write.
///
/// ```swift
/// let before = DispatcherSnapshot(of: dispatcher)
/// dispatcher.send(.clear)
/// try before.restore(into: dispatcher)  // undo
/// ```
public struct DispatcherSnapshot<Action: Sendable>: Sendable {
    /// Each store with the state it had.
    let entries: [(store: AnyStore<Action>, state: any Sendable)]

    /// The names of the stores the snapshot holds, in reduce order.
    public var storeNames: [String] { entries.map(\.store.name) }

    /// The states of every store registered with `dispatcher` now.
    @MainActor
    public init(of dispatcher: Dispatcher<Action>) {
        entries = dispatcher.stores.map { ($0, $0.anyState) }
    }

    /// Gives every store of the snapshot its state back, then notifies once.
    ///
    /// All states are set before anyone is told, so Observation and subscribers see only the
    /// restored combination, never a mix. Actions that subscribers send meanwhile are queued
    /// and processed after every subscriber has been called, as during
    /// ``Dispatcher/send(_:)``. The action ``Dispatcher/sequence`` is not changed. Reducers,
    /// middleware and observers do not run.
    /// - Parameter dispatcher: the dispatcher the snapshot was taken of.
    /// - Throws: ``DispatcherError/restoreDuringDispatch`` when called while an action is being
    ///   processed, ``DispatcherError/notRegistered(_:)`` for a store no longer registered there
    ///   (nothing changes).
    @MainActor
    public func restore(into dispatcher: Dispatcher<Action>) throws {
        try dispatcher.restore(entries)
    }
}
