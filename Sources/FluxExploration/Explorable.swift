import Flux

/// An app the explorer can drive: a dispatcher whose stores it checks, and a snapshot of the
/// state the rules and properties read.
///
/// The explorer makes a fresh one for every sequence it tries (and every replay while it
/// shrinks), with ``ExplorationEnvironment``'s clock and entropy. Its effects must run their
/// work off the main actor (as effects do) and sleep on the environment's clock: the explorer
/// steps that work itself.
@MainActor
public protocol Explorable {
    /// The app's action type.
    associatedtype Action: Sendable
    /// What rules and properties see of the state: typically the stores' states together.
    associatedtype Snapshot

    /// The dispatcher the explorer sends to and checks.
    var dispatcher: Dispatcher<Action> { get }
    /// The state now, made from the stores' states only: the explorer reads it once after each
    /// action and uses that until the next one, since only an action changes the stores.
    var snapshot: Snapshot { get }
}
