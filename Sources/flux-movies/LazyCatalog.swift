import MoviesData

/// The embedded catalog, loaded once when first asked for.
actor LazyCatalog {
    private var loaded: MovieCatalog??

    /// The catalog, or nil when it cannot be loaded (tried once).
    func load() -> MovieCatalog? {
        if let loaded { return loaded }
        let catalog = try? MovieCatalog.bundled()
        loaded = .some(catalog)
        return catalog
    }
}
