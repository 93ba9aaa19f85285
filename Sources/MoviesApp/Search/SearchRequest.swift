import MoviesDomain

/// One load the search store asked for.
package struct SearchRequest: Equatable, Sendable, Codable {
    /// The request's id; results carry it back.
    package var id: Int
    /// The trimmed query.
    package var query: String
    /// The 1-based page number.
    package var page: Int

    /// Creates a request.
    package init(id: Int, query: String, page: Int) {
        self.id = id
        self.query = query
        self.page = page
    }
}
