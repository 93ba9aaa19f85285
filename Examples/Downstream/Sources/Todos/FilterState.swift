/// The filter feature's state.
public struct FilterState: Sendable, Equatable, Codable {
    /// What is typed in the filter field.
    public var query = ""
    /// What the list is filtered by: the query once typing has paused.
    public var applied = ""

    /// Creates a filter.
    public init(query: String = "", applied: String = "") {
        self.query = query
        self.applied = applied
    }
}
