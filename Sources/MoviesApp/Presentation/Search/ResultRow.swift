/// One movie of the list: `  1. Love Actually (2003) - Comedy, Drama, Romance - 6.2/10`.
public struct ResultRow: Equatable, Sendable {
    /// The 1-based number across all loaded pages (page 2 starts at 21).
    public var number: Int
    /// The title.
    public var title: String
    /// The year, if known.
    public var year: Int?
    /// The genres joined with ", ", or nil when none.
    public var genres: String?
    /// `6.2/10`, or nil when unrated.
    public var rating: String?

    /// Creates a row.
    public init(number: Int, title: String, year: Int? = nil, genres: String? = nil, rating: String? = nil) {
        self.number = number
        self.title = title
        self.year = year
        self.genres = genres
        self.rating = rating
    }
}
