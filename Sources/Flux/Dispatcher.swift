/// The one place actions enter: it drives every registered store, middleware and observer.
///
/// **Isolation.** A dispatcher and its stores live on the main actor. Effects run off it and
/// their actions hop back; any task may dispatch with `await dispatcher.send(action)`.
///
/// **Serial, never re-entrant.** An action sent while another is being processed (from a
/// middleware hook, an observer or a subscriber) is queued and processed after the current one,
/// in FIFO order; ``send(_:)`` returns once the queue is empty. The synchronous path takes no
/// lock and makes no queue hop. A send whose queue never empties (a subscriber that sends on
/// every action) is stopped; see ``sendLoopGuard``.
///
/// For each action: middleware `before` hooks (in order; any may stop or replace the action),
/// every store's reducer (dependencies first), observers, middleware `after` hooks (reverse
/// order), then Observation and the subscribers of every store.
///
/// ```swift
/// let dispatcher = Dispatcher<AppAction>()
/// try dispatcher.register(counterStore, historyStore)
/// dispatcher.send(.increment)
/// ```
@MainActor
public final class Dispatcher<Action: Sendable> {
    // The hot fields skip the runtime exclusivity checks: the dispatcher is main-actor isolated,
    // and the dispatch loop never holds an access to them across a call into user code (U5).
    @usableFromInline @exclusivity(unchecked) var table: Versioned<DispatchTable<Action>>
    @usableFromInline @exclusivity(unchecked) var queue: [QueuedAction<Action>] = []
    @usableFromInline @exclusivity(unchecked) var _sequence: UInt64 = 0
    @usableFromInline let context = DispatchContext(isAttached: true)
    var registry = StoreRegistry<Action>()
    var middlewares: [MiddlewareEntry<Action>] = []
    /// Set by the protocol's default middleware hooks when they run (see `MiddlewareEntry.probeBefore`).
    var defaultHookType: ObjectIdentifier?
    var observers: [ObserverEntry<Action>] = []
    var writeAheads: [WriteAheadEntry<Action>] = []
    let effectTable = EffectTable<Action>()
    /// The `TaskExecutor` effects start on (``Effects/executor``); nil: the global executor.
    var effectExecutor: (any AnyObject & Sendable)?
    /// Set for a scoped dispatcher (``scope(_:)``): the parent it forwards to; nil for a root.
    @usableFromInline let scopeLink: (any ScopeLink<Action>)?
    /// What each throttle id remembers between calls (see `throttle(id:for:clock:latest:priority:_:)`).
    var throttles: [AnyHashable: ThrottleEntry<Action>] = [:]

    /// The registered stores, in the order they reduce (every store after its dependencies).
    public var stores: [AnyStore<Action>] { registry.stores }
    /// Whether some registered store declares an ``Invariant`` (debug builds check them).
    @usableFromInline var hasInvariants = false

    /// Called in debug builds when an action leaves a store's state breaking one of its
    /// ``Invariant``s, with the action's sequence number; once per broken invariant.
    ///
    /// The default stops the program with `assertionFailure`, naming the action, the store, the
    /// invariant and its fields (`seq 57: store "search" broke "page within pages" (page: 7)`),
    /// so that a debug session stops where the state went wrong. Set your own to log and carry
    /// on. Release builds never check invariants, so never call it. FluxTesting's `TestStore`
    /// and replay check invariants themselves (``brokenInvariants()``) and replace it.
    public var onInvariantBreak: @MainActor (_ sequence: UInt64, _ broken: InvariantBreak) -> Void = {
        sequence, broken in
        assertionFailure("seq \(sequence): \(broken)")
    }

    /// The number of actions that have reached the stores so far.
    public var sequence: UInt64 { scopeLink?.sequence ?? _sequence }

    /// When one ``send(_:)`` is taken for a send loop, and what happens then (by default, after
    /// 100,000 queued actions, a trap naming the repeating actions); see ``SendLoopGuard``.
    public var sendLoopGuard = SendLoopGuard()

    /// How many middleware are registered (replay tools refuse a dispatcher with any).
    package var middlewareCount: Int { middlewares.count }

    /// Creates a dispatcher with no stores, middleware or observers.
    public init() {
        table = Versioned(DispatchTable(stores: [], storeOwners: [], middlewares: [], observers: []))
        scopeLink = nil
        context.finishQueuedDispatch = { [weak self] in self?.finishQueuedDispatch() }
    }

    /// Creates a scoped dispatcher that forwards to a parent through `link`.
    init(scopeLink: any ScopeLink<Action>) {
        table = Versioned(DispatchTable(stores: [], storeOwners: [], middlewares: [], observers: []))
        self.scopeLink = scopeLink
        context.isDispatching = true  // sends take the path that forwards them (see `send(_:)`)
    }

    isolated deinit {
        context.isAttached = false
        effectTable.tearDown()
    }

    /// Sends an action through middleware to every store, then notifies Observation and the
    /// subscribers.
    ///
    /// Called during another dispatch, the action is queued (FIFO) and this returns at once.
    /// A scoped dispatcher (``scope(_:)``) sends the action, embedded, through its parent.
    /// - Parameter action: the action to process.
    @inlinable
    public func send(_ action: Action) {
        if context.isDispatching {
            // A scoped dispatcher's context is always dispatching, so the check that forwards its
            // sends costs a root dispatcher nothing on its hot path.
            if let scopeLink { return scopeLink.send(action) }
            queue.append(QueuedAction(action: action, cause: context.dispatchingSequence))
            return
        }
        send(action, cause: 0)
    }

    /// Sends an action that `cause` (a sequence number, 0 for none) brought about: an effect's.
    @inlinable
    func send(_ action: Action, cause: UInt64) {
        if context.isDispatching {
            if let scopeLink { return scopeLink.send(action) }
            queue.append(QueuedAction(action: action, cause: cause))
            return
        }
        context.isDispatching = true
        process(action, cause: cause)
        if !queue.isEmpty { drainQueue() }
        context.isDispatching = false
        if !table.retired.isEmpty { table.releaseRetired() }
    }

    @inlinable
    func drainQueue() {
        var index = 0
        while index < queue.count {
            if index == sendLoopGuard.maximumActionsPerSend {
                reportSendLoop(processed: index)
                break
            }
            let next = queue[index]
            index += 1
            process(next.action, cause: next.cause)
        }
        queue.removeAll(keepingCapacity: true)
    }

    /// Runs one action through every phase.
    ///
    /// The middleware phases use the table current when the action starts; the stores and
    /// observers phases read the current table, so a store or observer added by a hook takes part
    /// from the next phase on. A table replaced meanwhile stays alive until `send` returns, since
    /// an earlier phase may still be walking it.
    ///
    /// `cause` is the sequence number of the action that brought this one about (0: none); the
    /// action's own number is the context's `dispatchingSequence` while it is dispatched.
    @inlinable @inline(__always)
    func process(_ action: Action, cause: UInt64) {
        table.current.borrow { start in
            context.tracksReads = false
            context.dispatchingSequence = _sequence &+ 1
            defer { context.dispatchingSequence = 0 }
            var action = action
            if start.runsBefores {
                guard let next = start.runBefores(action, self) else {
                    context.tracksReads = true
                    return
                }
                action = next
            }
            // The write-ahead observers of the table current when the action started: one added
            // during this dispatch takes part from the next action on.
            if start.runsWriteAheads { start.tellWillReduce(context.dispatchingSequence, cause, action) }
            table.current.borrow { $0.stores.forEach { $0.value.reduce(action) } }
            _sequence &+= 1
            #if DEBUG
                if hasInvariants { checkInvariantsAfterAction(start) }
            #endif
            table.current.borrow { if $0.runsObservers { $0.callObservers(_sequence, action) } }
            if start.runsAfters { start.runAfters(action, self) }
            context.tracksReads = true
            table.current.borrow { $0.stores.forEach { $0.value.notify() } }
            if start.runsWriteAheads { start.tellDidFinish(context.dispatchingSequence) }
        }
    }

    /// Drops the rest of the queue and reports the loop.
    @usableFromInline
    func reportSendLoop(processed: Int) {
        let report = SendLoopReport(
            processed: processed, pending: queue[processed...].map { SendLoopReport.typeName($0.action) })
        queue.removeAll(keepingCapacity: true)
        sendLoopGuard.onSendLoop(report)
    }
}

extension Dispatcher {
    /// Runs `body` with its reads of the stores' states not tracked by Observation: for a tool
    /// that reads the states between actions without showing them (an explorer's rules and
    /// properties), so that no store is armed to compare and notify after every later action.
    /// - Returns: what `body` returns.
    package func untracked<Value>(_ body: () throws -> Value) rethrows -> Value {
        let tracked = context.tracksReads
        context.tracksReads = false
        defer { context.tracksReads = tracked }
        return try body()
    }
}
