/// A property the explorer checks besides the stores' invariants, named in the failure it
/// reports (`ActionLogFailure.propertyViolation(property:)`).
///
/// A **transition** property holds for every action dispatched (a user's or an effect's), given
/// the state before and after it: "a result answers the latest search". An **idle** property
/// holds whenever no effect is in flight, checked after every step of the exploration: "once
/// idle, the typed query has been searched".
///
/// ```swift
/// ExplorationProperty<SearchSnapshot, SearchAction>.transition("no stale results") { before, action, _ in
///     guard case .loaded(let query, _) = action else { return true }
///     return query == before.searching
/// }
/// ```
public struct ExplorationProperty<Snapshot, Action> {
    /// When a property is checked, and what it reads.
    public enum Check {
        /// After every action: the state before, the action, the state after.
        case transition(@MainActor (Snapshot, Action, Snapshot) -> Bool)
        /// After every step that leaves no effect in flight: the state.
        case idle(@MainActor (Snapshot) -> Bool)
    }

    /// The property's name: its failure's identity.
    public let name: String
    /// What is checked, and when.
    public let check: Check

    /// A property over each action and the states around it.
    public static func transition(
        _ name: String, _ holds: @escaping @MainActor (Snapshot, Action, Snapshot) -> Bool
    ) -> Self {
        Self(name: name, check: .transition(holds))
    }

    /// A property of the state whenever no effect is in flight.
    public static func idle(_ name: String, _ holds: @escaping @MainActor (Snapshot) -> Bool) -> Self {
        Self(name: name, check: .idle(holds))
    }
}
