import Foundation
import MoviesDomain

/// The embedded offline movie catalog (17,472 films, CC0, from Wikidata) with its search index.
///
/// Build it once (`MovieCatalog.bundled()` at start-up) and share it: it is an immutable value.
/// Searching is synchronous and never re-folds titles.
package struct MovieCatalog: Sendable {
    /// Results per page, as TMDB.
    package static let pageSize = 20

    /// Every movie, in file order.
    package let movies: [Movie]
    private let index: CatalogSearchIndex

    /// Builds the search index over `movies` (folds each title once).
    package init(movies: [Movie]) {
        self.movies = movies
        self.index = CatalogSearchIndex(movies: movies)
    }

    /// Loads and indexes the catalog shipped in this package (`movies.jsonl`, found by
    /// ``CatalogResourceLocation``).
    /// - Parameter location: where to look; the running process's folders by default.
    /// - Returns: the indexed catalog.
    /// - Throws: `CatalogLoadError` if the resource is missing, unreadable or malformed.
    package static func bundled(
        location: CatalogResourceLocation = .current
    ) throws(CatalogLoadError) -> MovieCatalog {
        try load(contentsOf: try location.resolve())
    }

    /// The location of the packaged `movies.jsonl`, or `nil` if it is in none of the folders of
    /// ``CatalogResourceLocation/current``.
    package static var bundledResourceURL: URL? {
        try? CatalogResourceLocation.current.resolve()
    }

    /// Loads and indexes a catalog file in the `movies.jsonl` format.
    /// - Throws: `CatalogLoadError.unreadable` or `.malformedLine`.
    package static func load(contentsOf url: URL) throws(CatalogLoadError) -> MovieCatalog {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(detail: "\(url.path): \(error.localizedDescription)")
        }
        return MovieCatalog(movies: try decodeMovies(jsonLines: data))
    }

    /// Parses JSON Lines catalog bytes into movies, without indexing (exposed for benchmarks).
    /// - Throws: `CatalogLoadError.malformedLine` naming the first bad line.
    package static func decodeMovies(jsonLines data: Data) throws(CatalogLoadError) -> [Movie] {
        try CatalogFileParser.movies(from: data)
    }

    /// Searches one page, synchronously.
    ///
    /// Matching is case-, accent- and punctuation-insensitive (`SearchTextFolding.fold`); results
    /// are ranked exact title, title prefix, whole word, substring, then by review count
    /// (descending) and title. The exact-title and prefix ranks also match after a leading article
    /// (the, a, an, el, la, los, las): `matrix` finds "The Matrix" first. The returned `page` is always the requested one; pages outside
    /// `1...totalPages` (including `0` and negatives) have no movies. A query with no letters or
    /// digits matches nothing (page 1 of 0 when page 1 is asked).
    package func search(_ query: String, page: Int) -> MoviesPage {
        let ranked = index.matches(forFolded: SearchTextFolding.foldedBytes(query))
        let totalPages = (ranked.count + Self.pageSize - 1) / Self.pageSize
        var pageMovies: [Movie] = []
        if page >= 1 && page <= totalPages {
            let start = (page - 1) * Self.pageSize
            let end = min(start + Self.pageSize, ranked.count)
            pageMovies = ranked[start..<end].map { movies[Int($0)] }
        }
        return MoviesPage(page: page, totalPages: totalPages, totalResults: ranked.count, movies: pageMovies)
    }

    /// Every movie matching `query`, best first (all pages at once).
    package func rankedMatches(for query: String) -> [Movie] {
        index.matches(forFolded: SearchTextFolding.foldedBytes(query)).map { movies[Int($0)] }
    }
}
