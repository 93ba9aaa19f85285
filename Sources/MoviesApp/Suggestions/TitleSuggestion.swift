/// One catalog title suggested while a search is typed: the title and its year.
package struct TitleSuggestion: Equatable, Sendable, Codable {
    /// The movie's title, as the catalog spells it (what Tab puts on the line).
    package var title: String
    /// The release year, when known.
    package var year: Int?

    /// Creates a suggestion.
    package init(title: String, year: Int? = nil) {
        self.title = title
        self.year = year
    }

    /// The title with its year in parentheses when known: `The Godfather (1972)`.
    package var shown: String {
        year.map { "\(title) (\($0))" } ?? title
    }
}
