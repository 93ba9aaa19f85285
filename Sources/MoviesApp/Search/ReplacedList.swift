import MoviesDomain

/// The movies list a new search replaced, kept while that search loads so `cancel` can bring
/// it back (same query, pages and numbering; `more` continues it). The reducer also puts a new
/// search's empty list on screen with it (``init(query:)``).
///
/// The search store keeps it only for a list that showed movies; it is dropped as soon as the
/// new search's first page (cached or fresh) or its failure arrives.
package struct ReplacedList: Equatable, Sendable, Codable {
    /// The list's query.
    package var query: String
    /// The list's loaded pages.
    package var pages: [MoviesPage]
    /// The number of the list's last page received.
    package var currentPage: Int
    /// The list's page count.
    package var totalPageCount: Int
    /// The list's result count.
    package var totalResultCount: Int

    /// A list of `query` with nothing loaded yet (what a new search starts from; with `""`, the
    /// start screen's).
    package init(query: String) {
        self.query = query
        pages = []
        currentPage = 0
        totalPageCount = 1
        totalResultCount = 0
    }

    /// A list from its fields (what a generated test writes).
    package init(query: String, pages: [MoviesPage], currentPage: Int, totalPageCount: Int, totalResultCount: Int) {
        self.query = query
        self.pages = pages
        self.currentPage = currentPage
        self.totalPageCount = totalPageCount
        self.totalResultCount = totalResultCount
    }

    /// The list `state` shows.
    package init(of state: SearchState) {
        query = state.query
        pages = state.pages
        currentPage = state.currentPage
        totalPageCount = state.totalPageCount
        totalResultCount = state.totalResultCount
    }
}
