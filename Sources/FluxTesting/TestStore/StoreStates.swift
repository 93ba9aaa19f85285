import Flux

/// The states of every store of a dispatcher at one moment, readable and writable per store.
///
/// A ``TestStore``'s expectation closures get one of these: start from the state before the action
/// and assign what the action should have changed, in any number of stores:
///
/// ```swift
/// store.send(.increment) {
///     $0[counter].count = 1
///     $0[history].counts = [1]
/// }
/// ```
///
/// Misuse: a store that the dispatcher does not have reads as its live state, ignores writes,
/// and fails the test with a ``TestFailure/Kind/unknownStore`` failure naming it.
@MainActor
public struct StoreStates {
    /// The stores, in the dispatcher's reduce order.
    let stores: [CapturedStore]
    private var values: [ObjectIdentifier: any Sendable]
    /// Names of stores the closure used that are not in `stores`; shared by copies.
    let misuse = MisusedStores()

    /// Captures the current state of `stores`.
    static func capture<Action>(_ stores: [AnyStore<Action>]) -> StoreStates {
        var values: [ObjectIdentifier: any Sendable] = [:]
        for store in stores { values[ObjectIdentifier(store)] = store.anyState }
        return StoreStates(
            stores: stores.map { CapturedStore(id: ObjectIdentifier($0), name: $0.name) }, values: values)
    }

    private init(stores: [CapturedStore], values: [ObjectIdentifier: any Sendable]) {
        self.stores = stores
        self.values = values
    }

    /// A fresh copy with its own misuse record (for one expectation closure).
    func copy() -> StoreStates {
        StoreStates(stores: stores, values: values)
    }

    /// The state of `store` at this moment.
    public subscript<State: Equatable & Sendable, Action: Sendable>(store: Store<State, Action>) -> State {
        get {
            guard let state = values[ObjectIdentifier(store)] as? State else {
                misuse.add(store.name)
                return store.state
            }
            return state
        }
        set {
            guard values[ObjectIdentifier(store)] != nil else { return misuse.add(store.name) }
            values[ObjectIdentifier(store)] = newValue
        }
    }

    /// The type-erased state of `store`; nil when these states do not include it.
    func value(of store: CapturedStore) -> (any Sendable)? {
        values[store.id]
    }
}

/// A store as the captured states know it: its identity and name.
struct CapturedStore {
    let id: ObjectIdentifier
    let name: String
}

/// The names of stores an expectation closure used wrongly, in first-use order.
@MainActor
final class MisusedStores {
    private(set) var names: [String] = []

    func add(_ name: String) {
        if !names.contains(name) { names.append(name) }
    }
}
