/// The details screen's texts.
extension Strings {
    /// `Release Date: Nov 14, 2003` (the date already formatted).
    package func releaseDate(_ formatted: String) -> String { texts.releaseDate(formatted) }

    /// "To be announced" / "Para ser anunciado".
    package var toBeAnnounced: String { texts.toBeAnnounced }

    /// `Year: 2003`.
    package func yearFact(_ year: Int) -> String { texts.yearFact(year) }
    /// `Genres: Comedy, Drama`.
    package func genresFact(_ genres: String) -> String { texts.genresFact(genres) }
    /// `Runtime: 2h 15m`.
    package func runtimeFact(_ runtime: String) -> String { texts.runtimeFact(runtime) }
    /// `Director: Richard Curtis`.
    package func directorFact(_ director: String) -> String { texts.directorFact(director) }
    /// `Countries: France, Italy`.
    package func countriesFact(_ countries: String) -> String { texts.countriesFact(countries) }
    /// `Languages: English`.
    package func languagesFact(_ languages: String) -> String { texts.languagesFact(languages) }
    /// `Rating: 8.1/10 (231 reviews)`.
    package func ratingFact(_ rating: String) -> String { texts.ratingFact(rating) }
    /// `MPAA rating: PG-13`.
    package func mpaaFact(_ mpaa: String) -> String { texts.mpaaFact(mpaa) }
    /// "Overview:" / "Resumen:".
    package var overviewTitle: String { texts.overviewTitle }

    /// `(231 reviews)` part of a rating: "1 review", "231 reviews".
    package func reviews(_ count: Int) -> String { texts.reviews(count) }

    /// `Poster: https://.../w342/abc.jpg (12345 bytes)`.
    package func posterLine(url: String, byteCount: Int) -> String {
        texts.posterLine(url: url, byteCount: byteCount)
    }

    /// `Type "back" to return to the list.`
    package var backHint: String { texts.backHint }

    /// `name` in the console's language: the Spanish name of a catalog genre in Spanish, else
    /// `name` as it is.
    package func genre(_ name: String) -> String { texts.genre(name) }
}
