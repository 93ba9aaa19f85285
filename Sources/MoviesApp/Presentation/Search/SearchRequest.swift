import MoviesDomain

/// One load the search store asked for.
public struct SearchRequest: Equatable, Sendable, Codable {
    /// The request's id; results carry it back.
    public var id: Int
    /// The trimmed query.
    public var query: String
    /// The 1-based page number.
    public var page: Int

    /// Creates a request.
    public init(id: Int, query: String, page: Int) {
        self.id = id
        self.query = query
        self.page = page
    }
}
