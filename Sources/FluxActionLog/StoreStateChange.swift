/// How one store's state changed between two points of a log (``StateDifference/from`` before,
/// ``StateDifference/to`` after); see ``ActionLogPlayer/changesOfCurrentAction()``.
public struct StoreStateChange: Equatable, Sendable {
    /// The store's name.
    public let store: String
    /// The changed fields.
    public let differences: [StateDifference]

    /// Creates a change.
    /// - Parameters:
    ///   - store: the store's name.
    ///   - differences: the changed fields.
    package init(store: String, differences: [StateDifference]) {
        self.store = store
        self.differences = differences
    }
}
