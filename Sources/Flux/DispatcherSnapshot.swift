/// The states of a dispatcher's stores at one moment, to restore later (undo, time travel).
///
/// Take one with ``Dispatcher/snapshot()`` and give it back to ``Dispatcher/restore(_:)``.
/// States are values, so a snapshot is cheap: unchanged parts are shared, copy-on-write.
public struct DispatcherSnapshot<Action: Sendable>: Sendable {
    /// Each store with the state it had.
    let entries: [(store: AnyStore<Action>, state: any Sendable)]

    /// The names of the stores the snapshot holds, in reduce order.
    public var storeNames: [String] { entries.map(\.store.name) }
}
