/// How one store's state changed between two points of a log (`from` before, `to` after).
public struct StoreStateChange: Equatable, Sendable {
    /// The store's name.
    public let store: String
    /// The changed fields.
    public let differences: [StateDifference]

    /// Creates a change.
    public init(store: String, differences: [StateDifference]) {
        self.store = store
        self.differences = differences
    }
}
