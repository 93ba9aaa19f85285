import MoviesDomain

/// The movies list: the query, the loaded pages, paging, loading and error.
///
/// Start: no query, no pages, `currentPage 0` of `totalPageCount 1`, idle, no error.
package struct SearchState: Equatable, Sendable, Codable {
    /// The screen title.
    package static let screenTitle = "Movies"
    /// The empty-state title.
    package static let emptyStateTitle = "Search results"
    /// The error title.
    package static let errorTitle = "Error"
    /// The search placeholder.
    package static let searchPlaceholder = "Search Movies"

    /// The (trimmed) query of the current or last load; `""` at start.
    package var query = ""
    /// The loaded pages, ordered by page number, one per number.
    package var pages: [MoviesPage] = []
    /// The number of the last page received (0 before any).
    package var currentPage = 0
    /// The page count of the last page received (1 before any).
    package var totalPageCount = 1
    /// The result count of the last page received.
    package var totalResultCount = 0
    /// What is loading, or nil when idle.
    package var loading: Loading?
    /// The failure of the last load, or nil.
    package var error: LoadFailure?
    /// The load in flight, or nil; only its results are applied.
    package var request: SearchRequest?
    /// The id of the last request made (ids increase by one per request).
    package var lastRequestID = 0
    /// The list a new search replaced, while that search loads (``ReplacedList``); nil
    /// otherwise, and when nothing with movies was on screen. Encoded only when present, so the
    /// states (and digests) of sessions without one are those of earlier versions.
    package var replaced: ReplacedList?

    /// The start state.
    package init() {}

    /// Every loaded movie, in page order.
    package var items: [Movie] { pages.flatMap(\.movies) }
    /// How many movies are loaded.
    package var itemCount: Int { pages.reduce(0) { $0 + $1.movies.count } }
    /// Whether no movie is loaded.
    package var isEmpty: Bool { itemCount == 0 }
    /// Whether pages after `currentPage` exist.
    package var hasMorePages: Bool { currentPage < totalPageCount }
    /// The page "more" loads.
    package var nextPage: Int { hasMorePages ? currentPage + 1 : currentPage }

    /// The movie at 1-based position `number` across all pages, or nil when out of range.
    package func item(number: Int) -> Movie? {
        guard number >= 1 else { return nil }
        var remaining = number - 1
        for page in pages {
            if remaining < page.movies.count { return page.movies[remaining] }
            remaining -= page.movies.count
        }
        return nil
    }
}
