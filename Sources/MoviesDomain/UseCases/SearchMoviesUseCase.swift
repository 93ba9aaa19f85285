/// Searches a page of movies and remembers the query as a recent one.
///
/// The query is saved after every successful *fresh* page that lists movies (page 2 and later
/// refresh its recency), never after a search that found none, a failure, a cancellation, or a
/// cached page. A failure to save is
/// reported to `onSaveFailure` and never fails the search.
package struct SearchMoviesUseCase: Sendable {
    private let moviesRepository: any MoviesRepository
    private let queriesRepository: any MovieQueriesRepository
    private let onSaveFailure: @Sendable (any Error) async -> Void

    /// Creates the use case.
    /// - Parameters:
    ///   - moviesRepository: where pages come from.
    ///   - queriesRepository: where successful queries are saved.
    ///   - onSaveFailure: told about a failed save (for logs); the search still succeeds.
    package init(
        moviesRepository: any MoviesRepository,
        queriesRepository: any MovieQueriesRepository,
        onSaveFailure: @escaping @Sendable (any Error) async -> Void = { _ in }
    ) {
        self.moviesRepository = moviesRepository
        self.queriesRepository = queriesRepository
        self.onSaveFailure = onSaveFailure
    }

    /// Loads `page` of the results for `query`.
    /// - Parameters:
    ///   - query: the query, passed to the repository unchanged.
    ///   - page: the 1-based page number.
    ///   - cached: receives a cached copy of the page first, if the repository has one.
    /// - Returns: the fresh page.
    /// - Throws: the repository's `MoviesLoadError`, or `CancellationError` if the task is
    ///   cancelled before the fresh page is returned (then nothing is saved).
    package func execute(
        query: MovieQuery,
        page: Int,
        cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage {
        let fresh = try await moviesRepository.fetchMoviesPage(query: query, page: page, cached: cached)
        try Task.checkCancellation()
        guard !fresh.movies.isEmpty else { return fresh }
        do {
            try await queriesRepository.saveRecentQuery(query)
        } catch {
            await onSaveFailure(error)
        }
        return fresh
    }
}
