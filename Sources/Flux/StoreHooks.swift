/// The two calls a dispatcher makes on a store for every action, prepared once at registration.
///
/// The closures are built inside the store's generic context, so each is specialized for the
/// store's state and action types and the dispatch loop needs no casts.
public struct StoreHooks<Action> {
    /// Applies the store's reducer to its state.
    public let reduce: (Action) -> Void
    /// Notifies the store's subscribers whose selected values changed.
    public let notify: () -> Void

    /// Creates hooks from a reduce and a notify closure.
    public init(reduce: @escaping (Action) -> Void, notify: @escaping () -> Void) {
        self.reduce = reduce
        self.notify = notify
    }
}
