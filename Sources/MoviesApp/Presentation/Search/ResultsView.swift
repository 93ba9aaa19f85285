/// The view data of one page of the movies list.
public struct ResultsView: Equatable, Sendable {
    /// `Movies - "love": page 1 of 15 (292 results)`.
    public var header: String
    /// The rows of the current page, numbered across pages.
    public var rows: [ResultRow]
    /// `Type "more" for page 2.`, or nil on the last page.
    public var hint: String?

    /// Creates the view data.
    public init(header: String, rows: [ResultRow], hint: String?) {
        self.header = header
        self.rows = rows
        self.hint = hint
    }
}

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

/// The loading or error line under the list.
public struct StatusLine: Equatable, Sendable {
    /// What the line reports.
    public enum Kind: Equatable, Sendable {
        /// A load in progress.
        case loading
        /// The last load failed.
        case error
    }

    /// What the line reports.
    public var kind: Kind
    /// The text, e.g. `Searching "love"...` or `Error: No internet connection`.
    public var text: String

    /// Creates a status line.
    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }
}
