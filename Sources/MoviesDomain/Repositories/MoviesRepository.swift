/// A source of movie search results (embedded catalog, TMDB, test doubles).
package protocol MoviesRepository: Sendable {
    /// Searches one page of movies.
    ///
    /// Delivers a cached copy of the same query and page (if the source keeps one) through
    /// `cached` first, then returns the fresh page or throws.
    /// - Parameters:
    ///   - query: the query; implementations decide how they normalise it.
    ///   - page: the 1-based page number; a page past the end returns an empty page.
    ///   - cached: called at most once, before the fresh result, with a cached copy.
    /// - Returns: the fresh page.
    /// - Throws: `MoviesLoadError`, or `CancellationError` when the task was cancelled.
    func fetchMoviesPage(
        query: MovieQuery,
        page: Int,
        cached: @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage
}
