/// The one place actions enter: it drives every registered store, middleware and observer.
///
/// **Isolation.** A dispatcher and its stores live on the main actor. Effects run off it and
/// their actions hop back; any task may dispatch with `await dispatcher.send(action)`.
///
/// **Serial, never re-entrant.** An action sent while another is being processed (from a
/// middleware hook, an observer or a subscriber) is queued and processed after the current one,
/// in FIFO order; `send` returns once the queue is empty. The synchronous path takes no lock and
/// makes no queue hop.
///
/// For each action: middleware `before` hooks (in order; any may stop the action), every store's
/// reducer (dependencies first), observers, middleware `after` hooks (reverse order), then
/// subscribers of every store.
///
/// ```swift
/// let dispatcher = Dispatcher<AppAction>()
/// try dispatcher.register(counterStore, historyStore)
/// dispatcher.send(.increment)
/// ```
@MainActor
public final class Dispatcher<Action: Sendable> {
    // The hot fields skip the runtime exclusivity checks: the dispatcher is main-actor isolated,
    // and the dispatch loop never holds an access to them across a call into user code.
    @usableFromInline @exclusivity(unchecked) var table: Snapshot<DispatchTable<Action>>
    @usableFromInline @exclusivity(unchecked) var queue: [Action] = []
    @usableFromInline @exclusivity(unchecked) var isDispatching = false
    @usableFromInline @exclusivity(unchecked) var _sequence: UInt64 = 0
    var storeHooks: [Boxed<StoreHooks<Action>>] = []
    var middlewares: [MiddlewareEntry<Action>] = []
    /// Set by the protocol's default middleware hooks when they run (see `probeBefore`).
    var defaultHookType: ObjectIdentifier?
    var observers: [(id: UInt64, box: Boxed<ActionObserver<Action>>)] = []
    var nextObserverID: UInt64 = 0
    var effects: [UInt64: EffectRecord] = [:]
    var nextEffectToken: UInt64 = 0
    var settleWaiters: [UInt64: SettleWaiter] = [:]

    /// The registered stores, in the order they reduce (every store after its dependencies).
    public private(set) var stores: [any AnyStore] = []

    /// How many middleware are registered (replay tools refuse a dispatcher with any).
    package var middlewareCount: Int { middlewares.count }

    /// The number of actions that have reached the stores so far.
    public var sequence: UInt64 { _sequence }

    /// Creates a dispatcher with no stores, middleware or observers.
    public init() {
        table = Snapshot(DispatchTable(stores: [], middlewares: [], observers: []))
    }

    isolated deinit {
        for record in effects.values { record.task.cancel() }
        for waiter in settleWaiters.values {
            waiter.timer?.cancel()
            waiter.continuation.resume(returning: true)
        }
    }

    /// Registers stores; they may be given in any order, and may wait for each other.
    ///
    /// On error nothing is registered.
    /// - Throws: `DispatcherError` for a dependency cycle (naming the stores in it), a dependency
    ///   that is not registered, a duplicate name or a store of another action type.
    public func register(_ newStores: any AnyStore...) throws {
        try register(newStores)
    }

    /// Registers an array of stores; see `register(_:)`.
    public func register(_ newStores: [any AnyStore]) throws {
        var names = Set(stores.map(\.name))
        for store in newStores where !names.insert(store.name).inserted {
            throw DispatcherError.duplicateStoreName(store.name)
        }
        let ordered = try StoreOrdering.sorted(stores + newStores)
        let hooks = try ordered.map { store in
            guard let hooks = store.makeHooks(for: Action.self) else {
                throw DispatcherError.actionTypeMismatch(store: store.name, expected: "\(Action.self)")
            }
            return hooks
        }
        stores = ordered
        storeHooks = hooks.map(Boxed.init)
        rebuildTable()
    }

    /// Adds an observer of every action that reaches the stores.
    /// - Returns: a token; the observer is removed when it is cancelled or released.
    public func addObserver(_ observe: @escaping ActionObserver<Action>) -> SubscriptionToken {
        let id = nextObserverID
        nextObserverID &+= 1
        observers.append((id, Boxed(observe)))
        rebuildTable()
        return SubscriptionToken { [weak self] in self?.removeObserver(id) }
    }

    private func removeObserver(_ id: UInt64) {
        observers.removeAll { $0.id == id }
        rebuildTable()
    }

    /// Freezes the current stores, middleware and observers for the dispatch loop.
    func rebuildTable() {
        let frozen = DispatchTable(stores: storeHooks, middlewares: middlewares, observers: observers.map(\.box))
        table.replace(with: frozen, inUse: isDispatching)
    }

    /// Sends an action through middleware to every store, then notifies subscribers.
    ///
    /// Called during another dispatch, the action is queued (FIFO) and this returns at once.
    @inlinable
    public func send(_ action: Action) {
        if isDispatching {
            queue.append(action)
            return
        }
        isDispatching = true
        process(action)
        if !queue.isEmpty { drainQueue() }
        isDispatching = false
        if !table.retired.isEmpty { table.releaseRetired() }
    }

    @inlinable
    func drainQueue() {
        var index = 0
        while index < queue.count {
            let next = queue[index]
            index += 1
            process(next)
        }
        queue.removeAll(keepingCapacity: true)
    }

    /// Runs one action through every phase.
    ///
    /// The middleware phases use the table current when the action starts; the stores and
    /// observers phases read the current table, so a store or observer added by a hook takes part
    /// from the next phase on. A table replaced meanwhile stays alive until `send` returns, since
    /// an earlier phase may still be walking it.
    @inlinable
    func process(_ action: Action) {
        table.current.borrow { start in
            if start.runsBefores, runBefore(action, start) == .stop { return }
            table.current.borrow { $0.stores.forEach { $0.value.reduce(action) } }
            _sequence &+= 1
            let sequence = _sequence
            table.current.borrow { $0.observers.forEach { $0.value(sequence, action) } }
            if start.runsAfters { runAfter(action, start) }
            table.current.borrow { $0.stores.forEach { $0.value.notify() } }
        }
    }
}
