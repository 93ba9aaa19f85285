import MoviesData

/// The embedded catalog, loaded once on first use and shared by the search scenarios.
@MainActor
final class CatalogFixture {
    private var loaded: MovieCatalog?

    /// The bundled catalog (loaded and indexed on the first call, untimed).
    func catalog() throws -> MovieCatalog {
        if let loaded { return loaded }
        let catalog = try MovieCatalog.bundled()
        loaded = catalog
        return catalog
    }

    /// The 50 fixed queries of the search scenarios: common words, whole titles, accents and
    /// punctuation, one- and two-letter prefixes, and queries that match nothing.
    static let queries = [
        "love", "the", "star", "war", "man", "night", "dead", "king", "christmas", "amelie",
        "godfather", "star wars", "batman", "spider", "harry potter", "lord of the rings",
        "casablanca", "city", "house", "blood", "dark", "girl", "american", "life", "day",
        "world", "time", "black", "zombie", "ghost", "island", "paris", "new york", "the last",
        "return", "dragon", "moon", "summer", "home", "little", "big", "lost", "red", "secret",
        "story", "a", "es", "zzqqxx", "Schindler's List", "toy story",
    ]
}
