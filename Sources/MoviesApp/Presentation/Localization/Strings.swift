/// The console's texts in one language (English or Spanish). Command words stay English.
///
/// The list, status and suggestions texts are here; failure, details, console and input-error
/// texts are in the extensions next to this file.
package struct Strings: Equatable, Sendable {
    /// The language of the texts.
    package let language: Language

    /// Creates the texts of `language`.
    package init(language: Language) {
        self.language = language
    }

    var isSpanish: Bool { language == .spanish }

    /// "Movies" / "Películas".
    package var screenTitle: String { isSpanish ? "Películas" : "Movies" }
    /// "Search results" / "Resultados de búsqueda".
    package var emptyStateTitle: String { isSpanish ? "Resultados de búsqueda" : "Search results" }
    /// "Error" (the same in both).
    package var errorTitle: String { "Error" }
    /// "Search Movies" / "Buscar películas".
    package var searchPlaceholder: String { isSpanish ? "Buscar películas" : "Search Movies" }

    /// `Movies - "love": page 1 of 15 (292 results)`.
    package func listHeader(query: String, page: Int, pageCount: Int, resultCount: Int) -> String {
        listHeaderLine(query: query, page: page, pageCount: pageCount, resultCount: resultCount).text
    }

    /// ``listHeader(query:page:pageCount:resultCount:)`` in parts, so a narrow console shortens the query.
    package func listHeaderLine(query: String, page: Int, pageCount: Int, resultCount: Int) -> QueryLine {
        if isSpanish {
            let results = resultCount == 1 ? "1 resultado" : "\(resultCount) resultados"
            return QueryLine(
                lead: "\(screenTitle) - ", query: query, tail: ": página \(page) de \(pageCount) (\(results))")
        }
        let results = resultCount == 1 ? "1 result" : "\(resultCount) results"
        return QueryLine(lead: "\(screenTitle) - ", query: query, tail: ": page \(page) of \(pageCount) (\(results))")
    }

    /// `Type "more" for page 2.`
    package func moreHint(nextPage: Int) -> String {
        isSpanish ? "Escribe \"more\" para ver la página \(nextPage)." : "Type \"more\" for page \(nextPage)."
    }

    /// `Search results: no movies found for "xyz"`.
    package func emptyState(query: String) -> String {
        emptyStateLine(query: query).text
    }

    /// ``emptyState(query:)`` in parts, so a narrow console shortens the query; with the
    /// command word the query nearly is (`mor`: `more`), it asks whether that was meant.
    package func emptyStateLine(query: String, nearCommand: String? = nil) -> QueryLine {
        let tail = nearCommand.map {
            isSpanish ? ". ¿Quisiste decir el comando \"\($0)\"?" : ". Did you mean the command \"\($0)\"?"
        }
        return isSpanish
            ? QueryLine(lead: "\(emptyStateTitle): no se encontraron películas para ", query: query, tail: tail ?? "")
            : QueryLine(lead: "\(emptyStateTitle): no movies found for ", query: query, tail: tail ?? "")
    }

    /// `Searching "love"...`.
    package func searching(query: String) -> QueryLine {
        QueryLine(lead: isSpanish ? "Buscando " : "Searching ", query: query, tail: "...")
    }

    /// `Loading page 2...`.
    package func loadingPage(_ page: Int) -> String {
        isSpanish ? "Cargando la página \(page)..." : "Loading page \(page)..."
    }

    /// "Recent searches:" / "Búsquedas recientes:".
    package var recentSearchesTitle: String { isSpanish ? "Búsquedas recientes:" : "Recent searches:" }

    /// "Recent searches: none yet".
    package var recentSearchesNone: String {
        isSpanish ? "Búsquedas recientes: ninguna todavía" : "Recent searches: none yet"
    }

    /// `Type "pick N" to search one again.`
    package var pickHint: String {
        isSpanish ? "Escribe \"pick N\" para repetir una búsqueda." : "Type \"pick N\" to search one again."
    }
}
