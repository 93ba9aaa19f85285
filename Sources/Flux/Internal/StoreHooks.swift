/// The two calls a dispatcher makes on a store for every action, prepared once when the store
/// is created.
///
/// The closures are built inside the store's generic context, so each is specialized for the
/// store's state and action types and the dispatch loop needs no casts.
@usableFromInline
struct StoreHooks<Action> {
    /// Applies the store's reducer to its state.
    @usableFromInline let reduce: (Action) -> Void
    /// Tells Observation and the subscribers whose selected values changed.
    @usableFromInline let notify: () -> Void

    @usableFromInline
    init(reduce: @escaping (Action) -> Void, notify: @escaping () -> Void) {
        self.reduce = reduce
        self.notify = notify
    }
}
