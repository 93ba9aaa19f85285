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
    @usableFromInline var reducers: [(Action) -> Void] = []
    @usableFromInline var notifiers: [() -> Void] = []
    @usableFromInline var middlewares: [any Middleware<Action>] = []
    @usableFromInline var observers: [(id: UInt64, observe: ActionObserver<Action>)] = []
    @usableFromInline var queue: [Action] = []
    @usableFromInline var isDispatching = false
    @usableFromInline var _sequence: UInt64 = 0
    var nextObserverID: UInt64 = 0
    var effects: [UInt64: EffectRecord] = [:]
    var nextEffectToken: UInt64 = 0
    var settleWaiters: [UInt64: SettleWaiter] = [:]

    /// The registered stores, in the order they reduce (every store after its dependencies).
    public private(set) var stores: [any AnyStore] = []

    /// The number of actions that have reached the stores so far.
    public var sequence: UInt64 { _sequence }

    /// Creates a dispatcher with no stores, middleware or observers.
    public init() {}

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
        reducers = hooks.map(\.reduce)
        notifiers = hooks.map(\.notify)
    }

    /// Adds a middleware after the ones already added.
    public func addMiddleware(_ middleware: any Middleware<Action>) {
        middlewares.append(middleware)
    }

    /// Adds an observer of every action that reaches the stores.
    /// - Returns: a token; the observer is removed when it is cancelled or released.
    public func addObserver(_ observe: @escaping ActionObserver<Action>) -> SubscriptionToken {
        let id = nextObserverID
        nextObserverID &+= 1
        observers.append((id, observe))
        return SubscriptionToken { [weak self] in self?.observers.removeAll { $0.id == id } }
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
    }

    @usableFromInline
    func drainQueue() {
        var index = 0
        while index < queue.count {
            let next = queue[index]
            index += 1
            process(next)
        }
        queue.removeAll(keepingCapacity: true)
    }

    @inlinable
    func process(_ action: Action) {
        let hasMiddleware = !middlewares.isEmpty
        if hasMiddleware, runBefore(action) == .stop { return }
        for reduce in reducers { reduce(action) }
        _sequence &+= 1
        if !observers.isEmpty {
            for observer in observers { observer.observe(_sequence, action) }
        }
        if hasMiddleware { runAfter(action) }
        for notify in notifiers { notify() }
    }

    @inlinable
    func runBefore(_ action: Action) -> MiddlewareDecision {
        for middleware in middlewares where middleware.before(action, dispatcher: self) == .stop {
            return .stop
        }
        return .proceed
    }

    @inlinable
    func runAfter(_ action: Action) {
        for middleware in middlewares.reversed() { middleware.after(action, dispatcher: self) }
    }
}
