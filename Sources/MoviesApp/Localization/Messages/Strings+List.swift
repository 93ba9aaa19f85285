/// The texts of the list screen, its status lines and the recent searches, in every language.
extension Strings {
    /// The title of the list screen: "Movies".
    package var screenTitle: String { pick(en: "Movies", es: "Películas") }

    /// The title of the empty state: "Search results".
    package var emptyStateTitle: String { pick(en: "Search results", es: "Resultados de búsqueda") }

    /// The title of an error line: "Error".
    package var errorTitle: String { pick(en: "Error", es: "Error") }

    /// The search placeholder: "Search Movies".
    package var searchPlaceholder: String { pick(en: "Search Movies", es: "Buscar películas") }

    /// `Movies - "love": page 1 of 15 (292 results)`, in parts.
    package func listHeaderLine(query: String, page: Int, pageCount: Int, resultCount: Int) -> QueryLine {
        let results = pick(
            en: plural(resultCount, one: "\(resultCount) result", other: "\(resultCount) results"),
            es: plural(resultCount, one: "\(resultCount) resultado", other: "\(resultCount) resultados"))
        let tail = pick(
            en: ": page \(page) of \(pageCount) (\(results))", es: ": página \(page) de \(pageCount) (\(results))")
        return QueryLine(lead: "\(screenTitle) - ", query: query, tail: tail)
    }

    /// `Type "more" for page 2.`
    package func moreHint(nextPage: Int) -> String {
        pick(en: "Type \"more\" for page \(nextPage).", es: "Escribe \"more\" para ver la página \(nextPage).")
    }

    /// `Showing results for "godfather".`: the search corrected a typo of the typed query.
    package func correctionLine(query: String) -> QueryLine {
        QueryLine(lead: pick(en: "Showing results for ", es: "Mostrando resultados de "), query: query, tail: ".")
    }

    /// `Search results: no movies found for "xyz"`, in parts; with `nearCommand`, it asks whether
    /// that command was meant.
    package func emptyStateLine(query: String, nearCommand: String?) -> QueryLine {
        let tail = nearCommand.map {
            pick(en: ". Did you mean the command \"\($0)\"?", es: ". ¿Quisiste decir el comando \"\($0)\"?")
        }
        let lead = pick(
            en: "\(emptyStateTitle): no movies found for ", es: "\(emptyStateTitle): no se encontraron películas para ")
        return QueryLine(lead: lead, query: query, tail: tail ?? "")
    }

    /// What an empty state adds when nearby titles exist: `. Did you mean: The Godfather (1972)?`
    /// (`titles` already joined).
    package func didYouMean(_ titles: String, count: Int) -> String {
        pick(
            en: ". Did you mean: \(titles)? "
                + (count == 1 ? "Type 1 to search for it." : "Type its number to search for it."),
            es: ". ¿Quisiste decir: \(titles)? "
                + (count == 1 ? "Escribe 1 para buscarla." : "Escribe su número para buscarla."))
    }

    /// `Searching "love"...`, in parts.
    package func searching(query: String) -> QueryLine {
        QueryLine(lead: pick(en: "Searching ", es: "Buscando "), query: query, tail: "...")
    }

    /// `Loading page 2...`.
    package func loadingPage(_ page: Int) -> String {
        pick(en: "Loading page \(page)...", es: "Cargando la página \(page)...")
    }

    /// "Recent searches:".
    package var recentSearchesTitle: String { pick(en: "Recent searches:", es: "Búsquedas recientes:") }

    /// "Recent searches: none yet".
    package var recentSearchesNone: String {
        pick(en: "Recent searches: none yet", es: "Búsquedas recientes: ninguna todavía")
    }

    /// `Type "pick N" to search one again.`
    package var pickHint: String {
        pick(en: "Type \"pick N\" to search one again.", es: "Escribe \"pick N\" para repetir una búsqueda.")
    }
}
