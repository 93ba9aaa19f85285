/// One movie of the list: `  1. Love Actually (2003) - Comedy, Drama, Romance - 6.2/10`.
package struct ResultRow: Equatable, Sendable {
    /// The 1-based number across all loaded pages (page 2 starts at 21).
    package var number: Int
    /// The title.
    package var title: String
    /// The year, if known.
    package var year: Int?
    /// The genres joined with ", ", or nil when none.
    package var genres: String?
    /// `6.2/10`, or nil when unrated.
    package var rating: String?

    /// Creates a row.
    package init(number: Int, title: String, year: Int? = nil, genres: String? = nil, rating: String? = nil) {
        self.number = number
        self.title = title
        self.year = year
        self.genres = genres
        self.rating = rating
    }
}
