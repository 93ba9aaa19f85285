/// One page of search results, numbered like TMDB does.
///
/// An empty result is `page 1` of `0` pages with `0` results. A page past the end has the
/// requested `page` number, the real totals, and no movies.
package struct MoviesPage: Equatable, Sendable, Codable {
    /// The 1-based page number this page answers.
    package var page: Int
    /// How many pages the whole result has (`0` when there are no results).
    package var totalPages: Int
    /// How many movies the whole result has.
    package var totalResults: Int
    /// The movies of this page, in rank order.
    package var movies: [Movie]
    /// For a search that found nothing, the nearest titles the source knows ("did you mean"),
    /// nearest first; nil when the source has none to offer (and in every page with results).
    /// Nil is not encoded, so pages recorded before it existed encode and digest as they did.
    package var didYouMean: [Movie]?
    /// The query as the source corrected it when its best match has a typed word only through a
    /// typo (`godfater`: `godfather`), on every page of that search; nil when nothing was
    /// corrected, and not encoded then (pages recorded before it digest as they did).
    package var correctedQuery: String?

    /// Creates a page.
    package init(
        page: Int, totalPages: Int, totalResults: Int, movies: [Movie], didYouMean: [Movie]? = nil,
        correctedQuery: String? = nil
    ) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.movies = movies
        self.didYouMean = didYouMean
        self.correctedQuery = correctedQuery
    }

    /// The empty result: page 1 of 0, no movies.
    package static let empty = MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: [])

    /// Whether pages after this one exist.
    package var hasMorePages: Bool { page < totalPages }
}
