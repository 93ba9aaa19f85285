import Foundation
import MoviesDomain

/// The offline movies source: searches the embedded catalog, optionally after an artificial delay.
///
/// It never delivers a cached page (`cached` is not called) and never fails except by
/// cancellation.
package struct CatalogMoviesRepository: MoviesRepository {
    /// The catalog searched.
    package let catalog: MovieCatalog
    /// The artificial delay before each answer (for demos and `--latency`); `.zero` for none.
    package let latency: Duration

    /// Creates a repository over an already loaded catalog.
    /// - Parameters:
    ///   - catalog: the catalog, e.g. `try MovieCatalog.bundled()`.
    ///   - latency: a delay before each answer; negative values count as zero.
    package init(catalog: MovieCatalog, latency: Duration = .zero) {
        self.catalog = catalog
        self.latency = max(latency, .zero)
    }

    /// Loads the packaged catalog (`MovieCatalog.bundled()`) once and creates a repository over it.
    /// - Throws: `CatalogLoadError` if the packaged catalog cannot be loaded.
    package init(latency: Duration = .zero) throws(CatalogLoadError) {
        self.init(catalog: try MovieCatalog.bundled(), latency: latency)
    }

    /// Returns the requested page of the catalog search (see `MovieCatalog.search(_:page:)`).
    /// - Throws: `CancellationError` if the task is cancelled during the latency or before.
    package func fetchMoviesPage(
        query: MovieQuery,
        page: Int,
        cached: @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage {
        if latency > .zero {
            try await Task.sleep(for: latency)
        }
        try Task.checkCancellation()
        var result = catalog.search(query.query, page: page)
        if result.totalResults == 0 {
            let near = catalog.suggestions(for: query.query)
            result.didYouMean = near.isEmpty ? nil : near
        }
        return result
    }
}
