/// The details screen's texts.
extension Strings {
    /// `Release Date: Nov 14, 2003` (the date already formatted).
    package func releaseDate(_ formatted: String) -> String {
        isSpanish ? "Fecha de lanzamiento: \(formatted)" : "Release Date: \(formatted)"
    }

    /// "To be announced" / "Para ser anunciado".
    package var toBeAnnounced: String { isSpanish ? "Para ser anunciado" : "To be announced" }

    /// `Year: 2003`.
    package func yearFact(_ year: Int) -> String { (isSpanish ? "Año: " : "Year: ") + String(year) }
    /// `Genres: Comedy, Drama`.
    package func genresFact(_ genres: String) -> String { (isSpanish ? "Géneros: " : "Genres: ") + genres }
    /// `Runtime: 2h 15m`.
    package func runtimeFact(_ runtime: String) -> String { (isSpanish ? "Duración: " : "Runtime: ") + runtime }
    /// `Director: Richard Curtis`.
    package func directorFact(_ director: String) -> String { (isSpanish ? "Dirección: " : "Director: ") + director }
    /// `Countries: France, Italy`.
    package func countriesFact(_ countries: String) -> String { (isSpanish ? "Países: " : "Countries: ") + countries }
    /// `Languages: English`.
    package func languagesFact(_ languages: String) -> String { (isSpanish ? "Idiomas: " : "Languages: ") + languages }
    /// `Rating: 8.1/10 (231 reviews)`.
    package func ratingFact(_ rating: String) -> String { (isSpanish ? "Puntuación: " : "Rating: ") + rating }
    /// `MPAA rating: PG-13`.
    package func mpaaFact(_ mpaa: String) -> String { (isSpanish ? "Clasificación MPAA: " : "MPAA rating: ") + mpaa }
    /// "Overview:" / "Resumen:".
    package var overviewTitle: String { isSpanish ? "Resumen:" : "Overview:" }

    /// `(231 reviews)` part of a rating: "1 review", "231 reviews".
    package func reviews(_ count: Int) -> String {
        if isSpanish { return count == 1 ? "1 reseña" : "\(count) reseñas" }
        return count == 1 ? "1 review" : "\(count) reviews"
    }

    /// `Poster: https://.../w342/abc.jpg (12345 bytes)`.
    package func posterLine(url: String, byteCount: Int) -> String {
        isSpanish ? "Póster: \(url) (\(byteCount) bytes)" : "Poster: \(url) (\(byteCount) bytes)"
    }

    /// `Type "back" to return to the list.`
    package var backHint: String {
        isSpanish ? "Escribe \"back\" para volver a la lista." : "Type \"back\" to return to the list."
    }
}
