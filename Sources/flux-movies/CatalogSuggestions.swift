import MoviesApp
import MoviesData

/// The live title suggestions' source: the embedded catalog's first titles for the search typed
/// so far (page 1 of the catalog search, ranked as a search is), instant and offline.
enum CatalogSuggestions {
    /// Suggestions from `catalog`.
    static func titles(from catalog: MovieCatalog) -> AppDependencies.SuggestTitles {
        { text, maxCount in titles(in: catalog, for: text, maxCount: maxCount) }
    }

    /// Suggestions for `--source tmdb`: the embedded catalog too, loaded at the first lookup
    /// (never the network on a keystroke, nothing loaded by a script); none if it cannot load.
    static func forTMDB() -> AppDependencies.SuggestTitles {
        let catalog = LazyCatalog()
        return { text, maxCount in
            guard let loaded = await catalog.load() else { return [] }
            return titles(in: loaded, for: text, maxCount: maxCount)
        }
    }

    /// The first `maxCount` titles of `catalog` for `text`, with their years.
    static func titles(in catalog: MovieCatalog, for text: String, maxCount: Int) -> [TitleSuggestion] {
        catalog.search(text, page: 1).movies.prefix(maxCount).map { TitleSuggestion(title: $0.title, year: $0.year) }
    }
}
