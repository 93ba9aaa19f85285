/// A store seen without its state type: what the dispatcher, test stores and tools need to know.
///
/// `Store` is the only conforming type; the protocol exists so heterogeneous stores can be
/// registered, ordered and inspected together.
@MainActor
public protocol AnyStore: AnyObject {
    /// The store's unique name within its dispatcher (used in errors, diffs and logs).
    var name: String { get }
    /// The stores that must reduce each action before this one (Flux `waitFor`).
    var dependencies: [any AnyStore] { get }
    /// The current state, type-erased.
    var anyState: any Sendable { get }
    /// Whether `other` is a state of this store's type equal to the current state.
    func stateEquals(_ other: any Sendable) -> Bool
    /// Replaces the state; for tools (replay, time travel) only, never for app code.
    /// - Throws: `DispatcherError.stateTypeMismatch` when `newState` is not of the store's state type.
    func restoreState(_ newState: any Sendable) throws
    /// The hooks the dispatcher calls for actions of type `A`; nil when the store reduces another type.
    func makeHooks<A>(for actionType: A.Type) -> StoreHooks<A>?
}
