import MoviesDomain

/// The "did you mean" texts of a search that found nothing (catalog suggestions, issue #23).
extension Strings {
    /// The empty state with up to 3 suggested films, e.g.
    /// `Search results: no movies found for "godfter". Did you mean: The Godfather (1972)?`;
    /// without suggestions, exactly ``emptyStateLine(query:nearCommand:)``.
    package func emptyStateLine(query: String, didYouMean suggestions: [Movie]) -> QueryLine {
        var line = emptyStateLine(query: query)
        let titles = suggestions.prefix(3).map(suggestionTitle).joined(separator: ", ")
        guard !titles.isEmpty else { return line }
        line.tail += texts.didYouMean(titles)
        return line
    }

    /// `The Godfather (1972)`, or the bare title when the year is unknown.
    package func suggestionTitle(_ movie: Movie) -> String {
        movie.year.map { "\(movie.title) (\($0))" } ?? movie.title
    }
}
