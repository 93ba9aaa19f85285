/// The texts of the details screen, in every language.
extension Strings {
    /// `Release Date: Nov 14, 2003` (the date already formatted).
    package func releaseDate(_ formatted: String) -> String {
        pick(en: "Release Date: \(formatted)", es: "Fecha de lanzamiento: \(formatted)")
    }

    /// "To be announced".
    package var toBeAnnounced: String { pick(en: "To be announced", es: "Para ser anunciado") }

    /// `Year: 2003`.
    package func yearFact(_ year: Int) -> String { pick(en: "Year: \(year)", es: "Año: \(year)") }

    /// `Genres: Comedy, Drama`.
    package func genresFact(_ genres: String) -> String { pick(en: "Genres: \(genres)", es: "Géneros: \(genres)") }

    /// `Runtime: 2h 15m`.
    package func runtimeFact(_ runtime: String) -> String {
        pick(en: "Runtime: \(runtime)", es: "Duración: \(runtime)")
    }

    /// `Director: Richard Curtis`.
    package func directorFact(_ director: String) -> String {
        pick(en: "Director: \(director)", es: "Dirección: \(director)")
    }

    /// `Countries: France, Italy`.
    package func countriesFact(_ countries: String) -> String {
        pick(en: "Countries: \(countries)", es: "Países: \(countries)")
    }

    /// `Languages: English`.
    package func languagesFact(_ languages: String) -> String {
        pick(en: "Languages: \(languages)", es: "Idiomas: \(languages)")
    }

    /// `Rating: 8.1/10 (231 reviews)`.
    package func ratingFact(_ rating: String) -> String { pick(en: "Rating: \(rating)", es: "Puntuación: \(rating)") }

    /// `MPAA rating: PG-13`.
    package func mpaaFact(_ mpaa: String) -> String {
        pick(en: "MPAA rating: \(mpaa)", es: "Clasificación MPAA: \(mpaa)")
    }

    /// "Overview:".
    package var overviewTitle: String { pick(en: "Overview:", es: "Resumen:") }

    /// The count of a rating: "1 review", "231 reviews".
    package func reviews(_ count: Int) -> String {
        pick(
            en: plural(count, one: "\(count) review", other: "\(count) reviews"),
            es: plural(count, one: "\(count) reseña", other: "\(count) reseñas"))
    }

    /// `Poster: https://.../w342/abc.jpg (12345 bytes)`.
    package func posterLine(url: String, byteCount: Int) -> String {
        pick(en: "Poster: \(url) (\(byteCount) bytes)", es: "Póster: \(url) (\(byteCount) bytes)")
    }

    /// `Type "back" to return to the list.`
    package var backHint: String {
        pick(en: "Type \"back\" to return to the list.", es: "Escribe \"back\" para volver a la lista.")
    }

    /// The name of a catalog genre ("Sci-Fi") in the language: "Sci-Fi", "Ciencia ficción".
    package func genre(_ name: String) -> String {
        pick(en: name, es: Self.spanishGenres[name] ?? name)
    }

    /// The Spanish names of the embedded catalog's genres (TMDB already names them in the
    /// language asked for).
    private static let spanishGenres: [String: String] = [
        "Action": "Acción", "Adventure": "Aventura", "Animation": "Animación", "Biography": "Biografía",
        "Comedy": "Comedia", "Crime": "Crimen", "Documentary": "Documental", "Drama": "Drama", "Family": "Familia",
        "Fantasy": "Fantasía", "History": "Historia", "Horror": "Terror", "Music": "Música", "Musical": "Musical",
        "Mystery": "Misterio", "Romance": "Romance", "Sci-Fi": "Ciencia ficción", "Sport": "Deporte",
        "Thriller": "Suspense", "War": "Bélica", "Western": "Western",
    ]
}
