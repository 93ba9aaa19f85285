/// A store seen without its state type: what a ``Dispatcher`` registers, orders and drives.
///
/// ``Store`` is its only subclass: the class is not `open` and has no public initializer, so
/// code outside Flux cannot make another kind of store, and a store of another action type is
/// not an `AnyStore` of the dispatcher's `Action`: registering it does not compile.
///
/// ```swift
/// let stores: [AnyStore<AppAction>] = [search, details]
/// try dispatcher.register(stores)
/// ```
///
/// Why a class whose few state members ``Store`` overrides, and not a protocol: the dispatcher
/// keeps stores of different state types in one array and tells them apart by identity (`===`,
/// for `waitFor` and `unregister`), and only Flux may make a store (its dispatch invariants, U1
/// to U6 of <doc:WhyDispatchIsCheap>, hold for ``Store`` alone). A protocol would let any type
/// conform, and an existential of it would cost a witness-table call per action. The overridden
/// members are not API (`package` or internal) and ``Store`` overrides every one of them.
@MainActor
public class AnyStore<Action: Sendable> {
    /// The store's unique name within its dispatcher (used in errors, diffs and logs).
    public final let name: String
    /// The stores that reduce each action before this one (Flux `waitFor`).
    public var dependencies: [AnyStore<Action>] { _dependencies }
    @usableFromInline final var _dependencies: [AnyStore<Action>]
    /// The context of the dispatcher the store is registered with, or the store's own.
    ///
    /// Read on every access to ``Store/state``, so it is held unowned(unsafe) (a plain load, no
    /// reference counting) next to `contextOwner`, which keeps it alive: invariant U6 of
    /// <doc:WhyDispatchIsCheap>. Change both through `attach(to:)`.
    @usableFromInline @exclusivity(unchecked) final unowned(unsafe) var context: DispatchContext
    private final var contextOwner: DispatchContext
    /// The calls the dispatcher makes for every action; set by ``Store`` once it is initialized.
    @usableFromInline final var hooks: StoreHooks<Action>?
    /// Appends the invariants the current state breaks; nil when the store declares none. Set by
    /// ``Store``, specialized for its state (replay checks it after every action).
    @usableFromInline final var invariantCheck: ((inout [InvariantBreak]) -> Void)?
    /// The stores this one's reducer may read: the ones it waits for, directly or through them.
    /// Set on registration; checked in debug builds.
    @usableFromInline final var readPermission: ReadPermission?

    @usableFromInline
    init(name: String, dependencies: [AnyStore<Action>]) {
        self.name = name
        self._dependencies = dependencies
        let own = DispatchContext(isAttached: false)
        contextOwner = own
        context = own
    }

    /// Makes `newContext` the store's context (a dispatcher's, or a new unattached one).
    func attach(to newContext: DispatchContext) {
        contextOwner = newContext
        context = newContext
    }

    /// Adds stores that must reduce each action before this one.
    ///
    /// Use it when two stores are created in an order that the initializer's `waitFor` cannot
    /// express. Call it before registering the store: the dispatcher orders its stores (and
    /// rejects cycles) when they are registered.
    /// - Throws: ``DispatcherError/waitForAfterRegistration(store:dependencies:)`` once the store
    ///   is registered (nothing changes).
    public func waitFor(_ stores: AnyStore<Action>...) throws {
        if context.isAttached {
            throw DispatcherError.waitForAfterRegistration(store: name, dependencies: stores.map(\.name))
        }
        _dependencies += stores
    }

    /// The current state, type-erased (tools: logs, test stores).
    package var anyState: any Sendable { preconditionFailure("Store overrides anyState") }

    /// Whether `other` is a state of this store's type equal to the current state.
    package func stateEquals(_ other: any Sendable) -> Bool { preconditionFailure("Store overrides stateEquals") }

    /// Checks that `state` is of this store's state type.
    /// - Throws: ``DispatcherError/stateTypeMismatch(store:expected:got:)``.
    func checkStateType(_ state: any Sendable) throws { preconditionFailure("Store overrides checkStateType") }

    /// Replaces the state with `state`, already checked; notifying is the caller's job.
    func replaceState(_ state: any Sendable) { preconditionFailure("Store overrides replaceState") }
}
