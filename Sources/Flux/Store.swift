import Observation

/// A holder of one value-type state that only its pure reducer may change.
///
/// Stores live on the main actor. Anyone may read ``state``; only the ``Dispatcher``, by
/// calling the reducer with an action, changes it. A reducer must be pure: no I/O, no clock, no
/// randomness. It may read the state of the stores listed in `waitFor`, which have already
/// reduced the action, but never its own store's ``state``: it gets that as its `inout`
/// parameter (in debug builds such a read traps).
///
/// A store is `Observable`: SwiftUI views and `withObservationTracking` that read ``state``
/// are told once per action that changed it, after every store has reduced it.
///
/// ```swift
/// let counter = Store(name: "counter", initialState: 0) { (count: inout Int, action: CounterAction) in
///     if case .increment = action { count += 1 }
/// }
/// try dispatcher.register(counter)
/// ```
@MainActor
public final class Store<State: Equatable & Sendable, Action: Sendable>: AnyStore<Action>, Observable {
    /// The state lives outside the object so the reducer mutates it in place, with no
    /// exclusivity check and no copy. Invariant U1 of <doc:WhyDispatchIsCheap>.
    @usableFromInline let storage: UnsafeMutablePointer<State>
    @usableFromInline let reducer: (inout State, Action) -> Void
    /// The rules the state keeps after every action, checked in debug builds and by tools.
    public let invariants: [Invariant<State>]
    // The hot fields below skip exclusivity checks (invariant U5 of <doc:WhyDispatchIsCheap>).
    @usableFromInline @exclusivity(unchecked) var subscribers: Versioned<FrozenList<Subscriber<State>>>
    @usableFromInline @exclusivity(unchecked) var notifyDepth = 0
    @usableFromInline var nextSubscriberID: UInt64 = 0
    /// Whether the notify phase has work: a subscriber, or a tracked read since the last change.
    @usableFromInline @exclusivity(unchecked) var needsNotify = false
    /// The state when a tracked read armed the store (nil: not armed). Observation's observers
    /// are one-shot, so the store compares with it after each action, fires once when the state
    /// differs, and disarms until the next tracked read.
    @usableFromInline @exclusivity(unchecked) var observedBaseline: State?
    @usableFromInline let registrar = ObservationRegistrar()
    @usableFromInline let stateKeyPath: KeyPath<Store, State> = \Store.state
    /// Ends the streams made by ``values(_:)`` when the store goes away.
    var streamEnds: [UInt64: () -> Void] = [:]

    /// Creates a store.
    /// - Parameters:
    ///   - name: unique within the dispatcher; appears in errors, test diffs and action logs.
    ///   - initialState: the state before any action.
    ///   - waitFor: stores that must reduce each action before this one, so this reducer can read
    ///     their new state. A cycle is rejected when the stores are registered.
    ///   - invariants: the rules the state keeps after every action (``Invariant``); checked in
    ///     debug builds, by FluxTesting's `TestStore` and by replay with verification.
    ///   - reducer: the pure function applying an action to the state in place.
    @inlinable
    public init(
        name: String, initialState: State, waitFor: [AnyStore<Action>] = [], invariants: [Invariant<State>] = [],
        reducer: @escaping (inout State, Action) -> Void
    ) {
        let storage = UnsafeMutablePointer<State>.allocate(capacity: 1)
        storage.initialize(to: initialState)
        self.storage = storage
        self.reducer = reducer
        self.invariants = invariants
        self.subscribers = Versioned(FrozenList([]))
        super.init(name: name, dependencies: waitFor)
        // Built here, so specialized for `State`. It reads `storage`, which lives as long as the
        // store that owns the closure (U1 of <doc:WhyDispatchIsCheap>). The state is copied once
        // for all the rules (passing `storage.pointee` to each rule copied it once per rule), and
        // the rules are read in place in their array, not copied one by one.
        if !invariants.isEmpty {
            invariantCheck = { [name] (broken: inout [InvariantBreak]) in
                let state = storage.pointee
                for index in invariants.indices where !invariants[index].holds(state) {
                    if let found = invariants[index].check(state, store: name) { broken.append(found) }
                }
            }
        }
        // Built here, in the caller's specialized context, so dispatch calls specialized code;
        // they borrow the store (the dispatcher keeps it alive) instead of retaining it (U3).
        let store = Unmanaged.passUnretained(self)
        self.hooks = StoreHooks(
            reduce: { action in
                #if DEBUG
                    store.borrow { $0.reduceChecked(action) }
                #else
                    reducer(&storage.pointee, action)
                #endif
            },
            notify: { store.borrow { $0.notifyAfterAction() } })
    }

    isolated deinit {
        for end in streamEnds.values { end() }
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The current state.
    ///
    /// Reading it outside a dispatch (in a view, in `withObservationTracking`, in a
    /// subscriber) is tracked by Observation; reads by reducers, middleware and observers are
    /// not. Misuse: a reducer reading its own store's state reads it mid-mutation; in debug
    /// builds that traps (use the reducer's `inout` parameter).
    @inlinable public var state: State {
        #if DEBUG
            if let reducing = context.reducingStore {
                if reducing == ObjectIdentifier(self) { readDuringOwnReduction() } else { checkDeclaredRead() }
            }
        #endif
        if context.tracksReads { trackRead() }
        return storage.pointee
    }

    /// Applies the reducer noting which store reduces, so that a read of its own state traps
    /// (debug builds).
    @usableFromInline
    func reduceChecked(_ action: Action) {
        context.reducingStore = ObjectIdentifier(self)
        context.reducingReads = readPermission
        reducer(&storage.pointee, action)
        context.reducingStore = nil
        context.reducingReads = nil
    }

    /// After a whole action (or a restore): tells Observation if the state changed since a
    /// tracked read, then the subscribers whose selected value changed.
    @inlinable
    func notifyAfterAction() {
        guard needsNotify else { return }
        if observedBaseline != nil { fireObservationIfChanged() }
        if subscribers.current.borrow({ $0.isEmpty }) { return }
        notifyEachSubscriber()
    }

    /// The subscriber loop, kept out of line so a store without subscribers costs one check.
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

    /// Traps when the reducer running reads this store without waiting for it (debug builds).
    @usableFromInline
    func checkDeclaredRead() {
        guard let permission = context.reducingReads, !permission.readable.contains(ObjectIdentifier(self)) else {
            return
        }
        preconditionFailure(
            "store '\(permission.storeName)' read the state of store '\(name)' while reducing, but does not "
                + "wait for it, so it may read the state one action behind: add '\(name)' to the waitFor of "
                + "'\(permission.storeName)' (Store(name: \"\(permission.storeName)\", ..., waitFor: [\(name)]))")
    }

    @usableFromInline
    func readDuringOwnReduction() {
        preconditionFailure(
            "store '\(name)' read its own state while reducing: use the reducer's inout parameter, "
                + "which holds the state being changed")
    }

    override package var anyState: any Sendable { storage.pointee }

    override package func stateEquals(_ other: any Sendable) -> Bool {
        (other as? State) == storage.pointee
    }

    override func checkStateType(_ state: any Sendable) throws {
        guard state is State else {
            throw DispatcherError.stateTypeMismatch(store: name, expected: "\(State.self)", got: "\(type(of: state))")
        }
    }

    override func replaceState(_ state: any Sendable) {
        guard let typed = state as? State else { return }
        storage.pointee = typed
    }
}
