import MoviesDomain

/// The movies list: the query, the loaded pages, paging, loading and error.
///
/// Start: no query, no pages, `currentPage 0` of `totalPageCount 1`, idle, no error.
public struct SearchState: Equatable, Sendable, Codable {
    /// The screen title.
    public static let screenTitle = "Movies"
    /// The empty-state title.
    public static let emptyStateTitle = "Search results"
    /// The error title.
    public static let errorTitle = "Error"
    /// The search placeholder.
    public static let searchPlaceholder = "Search Movies"

    /// The (trimmed) query of the current or last load; `""` at start.
    public var query = ""
    /// The loaded pages, ordered by page number, one per number.
    public var pages: [MoviesPage] = []
    /// The number of the last page received (0 before any).
    public var currentPage = 0
    /// The page count of the last page received (1 before any).
    public var totalPageCount = 1
    /// The result count of the last page received.
    public var totalResultCount = 0
    /// What is loading, or nil when idle.
    public var loading: Loading?
    /// The failure of the last load, or nil.
    public var error: SearchFailure?
    /// The load in flight, or nil; only its results are applied.
    public var request: SearchRequest?
    /// The id of the last request made (ids increase by one per request).
    public var lastRequestID = 0

    /// The start state.
    public init() {}

    /// Every loaded movie, in page order.
    public var items: [Movie] { pages.flatMap(\.movies) }
    /// How many movies are loaded.
    public var itemCount: Int { pages.reduce(0) { $0 + $1.movies.count } }
    /// Whether no movie is loaded.
    public var isEmpty: Bool { itemCount == 0 }
    /// Whether pages after `currentPage` exist.
    public var hasMorePages: Bool { currentPage < totalPageCount }
    /// The page "more" loads.
    public var nextPage: Int { hasMorePages ? currentPage + 1 : currentPage }
    /// The English error message, or nil.
    public var errorMessage: String? { error?.message }

    /// The movie at 1-based position `number` across all pages, or nil when out of range.
    public func item(number: Int) -> Movie? {
        guard number >= 1 else { return nil }
        var remaining = number - 1
        for page in pages {
            if remaining < page.movies.count { return page.movies[remaining] }
            remaining -= page.movies.count
        }
        return nil
    }
}
