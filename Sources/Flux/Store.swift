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
    /// The state lives outside the object so the reducer mutates it in place, with no exclusivity
    /// check and no copy; only this store's hooks and methods touch it, on the main actor.
    @usableFromInline let storage: UnsafeMutablePointer<State>
    @usableFromInline let reducer: (inout State, Action) -> Void
    @usableFromInline @exclusivity(unchecked) var subscribers: Snapshot<FrozenList<Subscriber<State>>>
    @usableFromInline @exclusivity(unchecked) var notifyDepth = 0
    @usableFromInline var nextSubscriberID: UInt64 = 0
    @usableFromInline var hooks: StoreHooks<Action>?

    /// The current state.
    @inlinable public var state: State { storage.pointee }

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
        let storage = UnsafeMutablePointer<State>.allocate(capacity: 1)
        storage.initialize(to: initialState)
        self.storage = storage
        self._dependencies = waitFor
        self.reducer = reducer
        self.subscribers = Snapshot(FrozenList([]))
        // Built here, in the caller's specialized context, so dispatch calls specialized code;
        // they borrow the store (the dispatcher keeps it alive) instead of retaining it.
        let store = Unmanaged.passUnretained(self)
        self.hooks = StoreHooks(
            reduce: { action in reducer(&storage.pointee, action) },
            notify: { store.borrow { $0.notifySubscribers() } })
    }

    isolated deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
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
    public var anyState: any Sendable { storage.pointee }

    /// Whether `other` is a `State` equal to the current state.
    public func stateEquals(_ other: any Sendable) -> Bool {
        (other as? State) == storage.pointee
    }

    /// Replaces the state (replay and time-travel tools only).
    public func restoreState(_ newState: any Sendable) throws {
        guard let typed = newState as? State else {
            throw DispatcherError.stateTypeMismatch(
                store: name, expected: "\(State.self)", got: "\(type(of: newState))")
        }
        storage.pointee = typed
        notifySubscribers()
    }

    /// The dispatcher's hooks, specialized for this store's types.
    public func makeHooks<A>(for actionType: A.Type) -> StoreHooks<A>? {
        hooks as? StoreHooks<A>
    }

    /// Calls every subscriber whose selected value changed since its last call.
    ///
    /// Subscribers cancelled by an earlier subscriber in the same round are skipped; subscribers
    /// added during the round are first called in the next one.
    @inlinable
    public func notifySubscribers() {
        if subscribers.current.borrow({ $0.isEmpty }) { return }
        notifyEachSubscriber()
    }

    /// The loop of `notifySubscribers`, kept out of line so a store without subscribers costs
    /// the dispatcher one check.
    @inlinable @inline(never)
    func notifyEachSubscriber() {
        subscribers.current.borrow { list in
            notifyDepth += 1
            let state = storage.pointee  // one copy for all subscribers, immutable while they run
            list.forEach { $0.receive(state) }
            notifyDepth -= 1
        }
        if notifyDepth == 0 && !subscribers.retired.isEmpty { subscribers.releaseRetired() }
    }
}
