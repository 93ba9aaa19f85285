import MoviesDomain

/// The "did you mean" texts of a search that found nothing (catalog suggestions, issue #23).
extension Strings {
    /// The empty state with up to 3 suggested films, numbered when there are several, and how
    /// to search for one, e.g. `Search results: no movies found for "godfter". Did you mean: The
    /// Godfather (1972)? Type 1 to search for it.`; without suggestions, exactly
    /// ``emptyStateLine(query:nearCommand:)``. A bare number searches for that film
    /// (`CommandResolver`).
    package func emptyStateLine(query: String, didYouMean suggestions: [Movie]) -> QueryLine {
        var line = emptyStateLine(query: query)
        let shown = Array(suggestions.prefix(DidYouMean.limit))
        guard !shown.isEmpty else { return line }
        let titles =
            shown.count == 1
            ? suggestionTitle(shown[0])
            : shown.enumerated().map { "\($0.offset + 1). \(suggestionTitle($0.element))" }.joined(separator: ", ")
        line.tail += didYouMean(titles, count: shown.count)
        return line
    }

    /// `The Godfather (1972)`, or the bare title when the year is unknown.
    package func suggestionTitle(_ movie: Movie) -> String {
        movie.year.map { "\(movie.title) (\($0))" } ?? movie.title
    }
}
