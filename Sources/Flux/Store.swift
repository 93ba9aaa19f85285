/// A holder of one value-type state that only its pure reducer may change.
///
/// Stores live on the main actor. Anyone may read `state`; only the dispatcher, by calling the
/// reducer with an action, changes it. A reducer must be pure: no I/O, no clock, no randomness
/// (it may read the state of the stores listed in `waitFor`, which have already reduced).
///
/// ```swift
/// let counter = Store(name: "counter", initialState: 0) { (count: inout Int, action: CounterAction) in
///     if case .increment = action { count += 1 }
/// }
/// try dispatcher.register(counter)
/// ```
@MainActor
public final class Store<State: Equatable & Sendable, Action: Sendable>: AnyStore {
    /// The store's unique name within its dispatcher.
    public let name: String
    /// The stores that reduce each action before this one (Flux `waitFor`).
    public var dependencies: [any AnyStore] { _dependencies }
    @usableFromInline var _dependencies: [any AnyStore]
    @usableFromInline var _state: State
    @usableFromInline let reducer: (inout State, Action) -> Void
    @usableFromInline var subscribers: [Subscriber<State>] = []
    @usableFromInline var nextSubscriberID: UInt64 = 0
    @usableFromInline var hooks: StoreHooks<Action>?

    /// The current state.
    public var state: State { _state }

    /// Creates a store.
    /// - Parameters:
    ///   - name: unique within the dispatcher; appears in errors, test diffs and action logs.
    ///   - initialState: the state before any action.
    ///   - waitFor: stores that must reduce each action before this one, so this reducer can read
    ///     their new state. A cycle is rejected when the stores are registered.
    ///   - reducer: the pure function applying an action to the state in place.
    @inlinable
    public init(
        name: String, initialState: State, waitFor: [any AnyStore] = [],
        reducer: @escaping (inout State, Action) -> Void
    ) {
        self.name = name
        self._state = initialState
        self._dependencies = waitFor
        self.reducer = reducer
        // Built here, in the caller's specialized context, so dispatch calls specialized code.
        self.hooks = StoreHooks(
            reduce: { [unowned(unsafe) self] action in self.reducer(&self._state, action) },
            notify: { [unowned(unsafe) self] in self.notifySubscribers() })
    }

    /// Adds stores that must reduce each action before this one.
    ///
    /// Use it when two stores are created in an order that the initializer's `waitFor` cannot
    /// express. Misuse: call it before registering the store; the dispatcher orders stores (and
    /// rejects cycles) only when stores are registered.
    public func waitFor(_ stores: any AnyStore...) {
        _dependencies += stores
    }

    /// The type-erased current state.
    public var anyState: any Sendable { _state }

    /// Whether `other` is a `State` equal to the current state.
    public func stateEquals(_ other: any Sendable) -> Bool {
        (other as? State) == _state
    }

    /// Replaces the state (replay and time-travel tools only).
    public func restoreState(_ newState: any Sendable) throws {
        guard let typed = newState as? State else {
            throw DispatcherError.stateTypeMismatch(
                store: name, expected: "\(State.self)", got: "\(type(of: newState))")
        }
        _state = typed
        notifySubscribers()
    }

    /// The dispatcher's hooks, specialized for this store's types.
    public func makeHooks<A>(for actionType: A.Type) -> StoreHooks<A>? {
        hooks as? StoreHooks<A>
    }

    /// Calls every subscriber whose selected value changed since its last call.
    @inlinable
    public func notifySubscribers() {
        if subscribers.isEmpty { return }
        for subscriber in subscribers { subscriber.receive(_state) }
    }
}
