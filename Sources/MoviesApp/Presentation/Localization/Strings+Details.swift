/// The details screen's texts.
extension Strings {
    /// `Release Date: Nov 14, 2003` (the date already formatted).
    public func releaseDate(_ formatted: String) -> String {
        isSpanish ? "Fecha de lanzamiento: \(formatted)" : "Release Date: \(formatted)"
    }

    /// "To be announced" / "Para ser anunciado".
    public var toBeAnnounced: String { isSpanish ? "Para ser anunciado" : "To be announced" }

    /// `Year: 2003`.
    public func yearFact(_ year: Int) -> String { (isSpanish ? "Año: " : "Year: ") + String(year) }
    /// `Genres: Comedy, Drama`.
    public func genresFact(_ genres: String) -> String { (isSpanish ? "Géneros: " : "Genres: ") + genres }
    /// `Runtime: 2h 15m`.
    public func runtimeFact(_ runtime: String) -> String { (isSpanish ? "Duración: " : "Runtime: ") + runtime }
    /// `Director: Richard Curtis`.
    public func directorFact(_ director: String) -> String { (isSpanish ? "Dirección: " : "Director: ") + director }
    /// `Countries: France, Italy`.
    public func countriesFact(_ countries: String) -> String { (isSpanish ? "Países: " : "Countries: ") + countries }
    /// `Languages: English`.
    public func languagesFact(_ languages: String) -> String { (isSpanish ? "Idiomas: " : "Languages: ") + languages }
    /// `Rating: 8.1/10 (231 reviews)`.
    public func ratingFact(_ rating: String) -> String { (isSpanish ? "Puntuación: " : "Rating: ") + rating }
    /// `MPAA rating: PG-13`.
    public func mpaaFact(_ mpaa: String) -> String { (isSpanish ? "Clasificación MPAA: " : "MPAA rating: ") + mpaa }
    /// "Overview:" / "Resumen:".
    public var overviewTitle: String { isSpanish ? "Resumen:" : "Overview:" }

    /// `(231 reviews)` part of a rating: "1 review", "231 reviews".
    public func reviews(_ count: Int) -> String {
        if isSpanish { return count == 1 ? "1 reseña" : "\(count) reseñas" }
        return count == 1 ? "1 review" : "\(count) reviews"
    }

    /// `Poster: https://.../w342/abc.jpg (12345 bytes)`.
    public func posterLine(url: String, byteCount: Int) -> String {
        isSpanish ? "Póster: \(url) (\(byteCount) bytes)" : "Poster: \(url) (\(byteCount) bytes)"
    }

    /// `Type "back" to return to the list.`
    public var backHint: String {
        isSpanish ? "Escribe \"back\" para volver a la lista." : "Type \"back\" to return to the list."
    }
}
