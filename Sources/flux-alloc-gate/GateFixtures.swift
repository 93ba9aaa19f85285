import Flux
import FluxActionLog

/// The action every scenario sends (logged with synthesized coding by `send.blackBox`).
enum GateAction: LoggableAction, Equatable {
    /// Adds one to the counter.
    case increment
    /// Adds `by` to the counter (never sent: a reducer with more than one case).
    case add(by: Int)
}

/// The state of the scenarios' stores: a counter, a value that never changes, and an array,
/// so that a copy of the state would be a retain and a copy of the array a real allocation.
struct GateState: Equatable, Sendable, Codable {
    /// What every action changes.
    var count = 0
    /// What no action changes: the selectors of `send.10unchangedSelectors` read it.
    var constant = 7
    /// A heap-allocated payload; the reducers never touch it.
    var items = Array(0..<100)
}

/// The reducer of every store: never inlined, as an app's reducer in another file would be.
@inline(never)
func gateReduce(_ state: inout GateState, _ action: GateAction) {
    switch action {
    case .increment: state.count &+= 1
    case .add(let amount): state.count &+= amount
    }
}

/// An app action that embeds ``GateAction`` as a feature's: what a scoped store receives.
enum GateAppAction: Sendable, Equatable {
    /// The feature's actions.
    case feature(GateAction)
    /// Another feature's action (never sent).
    case other(Int)

    /// The feature inside the app action.
    static let featureScope = ActionScope<GateAppAction, GateAction>(embed: GateAppAction.feature) { action in
        if case .feature(let feature) = action { feature } else { nil }
    }
}

/// A middleware that keeps the protocol's default (no-op) hooks.
struct NoopMiddleware<Action: Sendable>: Middleware {}

/// Values the optimizer cannot see through, so that it can neither fold the work measured nor
/// remove the allocations of the counter's self-check.
enum Opaque {
    /// `value`, unknown to the optimizer.
    @inline(never)
    static func value<T>(_ value: T) -> T { value }

    /// A new object on the heap.
    @inline(never)
    static func newObject() -> AnyObject { HeapObject() }

    /// Takes `object` and lets it go.
    @inline(never)
    static func consume(_ object: AnyObject) { _ = ObjectIdentifier(object) }
}

/// The smallest heap object: one malloc, one free.
private final class HeapObject {}
