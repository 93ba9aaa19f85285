import Foundation
import MoviesDomain

/// Movies from TMDB's `search/movie`, with an optional persisted response cache.
///
/// For each request: a cached copy (exact query and page) is delivered through `cached` first;
/// then the network answer is stored in the cache and returned. Failures are mapped to
/// `MoviesLoadError` by kind (a rejected key, a refused host, a timeout, an unreadable answer...,
/// with TMDB's `status_message` in `detail`); cancellation throws `CancellationError`.
package struct TMDBMoviesRepository: MoviesRepository {
    private let dataTransfer: DataTransferService
    private let cache: ResponseCacheStore?

    /// Creates a repository.
    /// - Parameters:
    ///   - dataTransfer: a service configured with `TMDBConfiguration.apiNetworkConfiguration`.
    ///   - cache: the response cache, or `nil` for none.
    package init(dataTransfer: DataTransferService, cache: ResponseCacheStore? = nil) {
        self.dataTransfer = dataTransfer
        self.cache = cache
    }

    /// Creates a repository for `configuration` over `session` (URLSession by default).
    package init(configuration: TMDBConfiguration, cache: ResponseCacheStore?, session: any NetworkSession) {
        let network = NetworkService(configuration: configuration.apiNetworkConfiguration, session: session)
        self.init(dataTransfer: DataTransferService(networkService: network), cache: cache)
    }

    /// Searches one page (query sent exactly as given), cache first.
    package func fetchMoviesPage(
        query: MovieQuery,
        page: Int,
        cached: @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage {
        if let cache, let copy = await cache.cachedPage(query: query.query, page: page) {
            await cached(copy)
        }
        try Task.checkCancellation()
        let endpoint = TMDBEndpoints.searchMovies(query: query.query, page: page)
        let fresh: MoviesPage
        do {
            fresh = TMDBMapping.page(try await dataTransfer.request(endpoint, decoding: TMDBMoviesResponseDTO.self))
        } catch {
            throw TMDBErrorMapping.loadError(error, configuration: dataTransfer.networkService.configuration)
        }
        await cache?.store(fresh, query: query.query, page: page)
        return fresh
    }
}
