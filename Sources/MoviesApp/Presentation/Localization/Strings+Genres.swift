/// Genre names in the console's language.
extension Strings {
    /// The Spanish names of the embedded catalog's genres (TMDB already names them in the
    /// language asked for).
    static let spanishGenres: [String: String] = [
        "Action": "Acción", "Adventure": "Aventura", "Animation": "Animación", "Biography": "Biografía",
        "Comedy": "Comedia", "Crime": "Crimen", "Documentary": "Documental", "Drama": "Drama", "Family": "Familia",
        "Fantasy": "Fantasía", "History": "Historia", "Horror": "Terror", "Music": "Música", "Musical": "Musical",
        "Mystery": "Misterio", "Romance": "Romance", "Sci-Fi": "Ciencia ficción", "Sport": "Deporte",
        "Thriller": "Suspense", "War": "Bélica", "Western": "Western",
    ]

    /// `name` in the console's language: the Spanish name of a catalog genre in Spanish, else
    /// `name` as it is.
    package func genre(_ name: String) -> String {
        isSpanish ? Self.spanishGenres[name] ?? name : name
    }
}
