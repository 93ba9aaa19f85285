import Foundation
import MoviesDomain

/// The embedded offline movie catalog (17,472 films, CC0, from Wikidata) with its search index.
///
/// Build it once (`MovieCatalog.bundled()` at start-up) and share it: it is an immutable value.
/// Searching is synchronous and never re-folds titles.
package struct MovieCatalog: Sendable {
    /// Results per page, as TMDB.
    package static let pageSize = 20

    /// Every movie, in file order (each decoded when read).
    package let movies: CatalogMovies
    /// The search index over `movies`.
    let index: CatalogSearchIndex

    /// Builds the search index over `movies` (folds each title once).
    package init(movies: [Movie]) {
        self.movies = CatalogMovies(movies)
        self.index = CatalogSearchIndex(movies: movies)
    }

    /// A catalog from its parts, as a snapshot holds them (``CatalogSnapshotParts``).
    init(movies: CatalogMovies, index: CatalogSearchIndex) {
        self.movies = movies
        self.index = index
    }

    /// Loads the catalog shipped in this package: `movies.jsonl`, found by
    /// ``CatalogResourceLocation``, through the snapshot beside it (`movies.catalog`, the films
    /// and their index precomputed) when there is one, else parsed and indexed.
    /// - Parameter location: where to look; the running process's folders by default.
    /// - Returns: the indexed catalog.
    /// - Throws: `CatalogLoadError` if the resource is missing, unreadable or malformed, or the
    ///   snapshot damaged or stale.
    package static func bundled(
        location: CatalogResourceLocation = .current
    ) throws(CatalogLoadError) -> MovieCatalog {
        let source = try location.resolve()
        let snapshot = source.deletingLastPathComponent().appendingPathComponent(CatalogSnapshotFormat.fileName)
        guard CatalogResourceLocation.isFile(snapshot.path) else { return try load(contentsOf: source) }
        return try loadSnapshot(contentsOf: snapshot, sourceByteCount: fileSize(source.path))
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
    /// The query is split into words (case, accents and punctuation folded, `&` read as `and`,
    /// roman numerals as digits); a movie matches when every word but the small ones (`the`, `of`,
    /// `la`...) matches a word of its title or director, in any order; the last word may be the
    /// start of a word, words of 5 to 8 letters may have one typo and longer words two; a year
    /// (1900-2099) matches a title word or the film's year. Ranking: see ``MatchRanker``. The
    /// returned `page` is always the requested one; pages outside `1...totalPages` (including `0`
    /// and negatives) have no movies. A query with no letters or digits matches nothing (page 1 of
    /// 0 when page 1 is asked).
    package func search(_ query: String, page: Int) -> MoviesPage {
        let ranked = index.matches(for: query)
        let totalPages = (ranked.count + Self.pageSize - 1) / Self.pageSize
        var pageMovies: [Movie] = []
        if page >= 1 && page <= totalPages {
            let start = (page - 1) * Self.pageSize
            let end = min(start + Self.pageSize, ranked.count)
            pageMovies = ranked[start..<end].map { movies[Int($0)] }
        }
        var result = MoviesPage(page: page, totalPages: totalPages, totalResults: ranked.count, movies: pageMovies)
        result.correctedQuery = QueryCorrection.corrected(query, best: ranked.first.map { movies[Int($0)] })
        return result
    }

    /// Every movie matching `query`, best first (all pages at once).
    package func rankedMatches(for query: String) -> [Movie] {
        index.matches(for: query).map { movies[Int($0)] }
    }

    /// The positions in ``movies`` of every movie matching `query`, best first: tells two rows
    /// of a catalog with the same content apart (the fuzz target's one-row-per-film check).
    package func rankedPositions(for query: String) -> [Int] {
        index.matches(for: query).map(Int.init)
    }

    /// Up to `limit` titles near `query` for a "did you mean" line, nearest first, when the query
    /// itself matches nothing (empty otherwise): the same typo rules, one edit looser, over whole
    /// titles and title beginnings (small words left out).
    package func suggestions(for query: String, limit: Int = 3) -> [Movie] {
        guard limit > 0, index.matches(for: query).isEmpty else { return [] }
        return index.suggestions(for: query, limit: limit).map { movies[Int($0)] }
    }

    /// Bytes the search index holds beyond the movies themselves (its arrays' contents).
    package var indexByteCount: Int { index.byteCount }
}
