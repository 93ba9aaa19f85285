/// A search query as typed by the user (recent-query storage trims it).
package struct MovieQuery: Equatable, Hashable, Sendable, Codable {
    /// The query text.
    package var query: String

    /// Creates a query from its text (kept as given).
    package init(query: String) {
        self.query = query
    }
}
