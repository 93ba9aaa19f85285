import Foundation
import MoviesDomain

/// The use cases the app's middleware call, injected (never globals), so tests pass fakes.
package struct AppDependencies: Sendable {
    /// Loads `page` of `query`, delivering a cached copy through the callback first; throws
    /// `MoviesLoadError` or `CancellationError`. See `SearchMoviesUseCase.execute`.
    package typealias SearchMovies =
        @Sendable (
            _ query: MovieQuery, _ page: Int, _ cached: @escaping @Sendable (MoviesPage) async -> Void
        ) async throws -> MoviesPage
    /// Returns up to `maxCount` recent queries, newest first.
    package typealias FetchRecentQueries = @Sendable (_ maxCount: Int) async throws -> [MovieQuery]
    /// Fetches the poster at `path` in exactly `width` (already one of `PosterWidth.available`).
    package typealias FetchPoster = @Sendable (_ path: String, _ width: Int) async throws -> PosterImage
    /// Returns up to `maxCount` titles for the search text typed so far, best first (instant and
    /// offline: the embedded catalog; empty when there is none).
    package typealias SuggestTitles = @Sendable (_ text: String, _ maxCount: Int) async -> [TitleSuggestion]

    /// Searches movies.
    package var searchMovies: SearchMovies
    /// Fetches recent queries.
    package var fetchRecentQueries: FetchRecentQueries
    /// Fetches posters.
    package var fetchPoster: FetchPoster
    /// Suggests titles while a search is typed (none by default).
    package var suggestTitles: SuggestTitles = { _, _ in [] }
    /// The clock of the app's timing (the live suggestions' pause); tests inject a `TestClock`.
    package var clock: any Clock<Duration> = ContinuousClock()

    /// Creates dependencies from closures.
    package init(
        searchMovies: @escaping SearchMovies, fetchRecentQueries: @escaping FetchRecentQueries,
        fetchPoster: @escaping FetchPoster
    ) {
        self.searchMovies = searchMovies
        self.fetchRecentQueries = fetchRecentQueries
        self.fetchPoster = fetchPoster
    }

    /// Creates dependencies from the domain's use cases.
    /// - Parameters:
    ///   - searchMovies: the search use case.
    ///   - fetchRecentQueries: the recent-queries use case.
    ///   - fetchPosterImage: the poster use case.
    ///   - posterURL: the URL a poster of `path` in `width` is fetched from (shown to the user).
    package init(
        searchMovies: SearchMoviesUseCase, fetchRecentQueries: FetchRecentMovieQueriesUseCase,
        fetchPosterImage: FetchPosterImageUseCase, posterURL: @escaping @Sendable (String, Int) -> String
    ) {
        self.init(
            searchMovies: { query, page, cached in
                try await searchMovies.execute(query: query, page: page, cached: cached)
            },
            fetchRecentQueries: { maxCount in try await fetchRecentQueries.execute(maxCount: maxCount) },
            fetchPoster: { path, width in
                PosterImage(
                    url: posterURL(path, width), data: try await fetchPosterImage.execute(path: path, width: width))
            })
    }
}
