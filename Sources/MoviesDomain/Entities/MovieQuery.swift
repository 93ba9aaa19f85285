/// A search query as typed by the user (recent-query storage trims it).
public struct MovieQuery: Equatable, Hashable, Sendable, Codable {
    /// The query text.
    public var query: String

    /// Creates a query from its text (kept as given).
    public init(query: String) {
        self.query = query
    }
}
