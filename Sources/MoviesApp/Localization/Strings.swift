/// The console's texts in one language. Command words stay English.
///
/// The texts themselves are in one table a language (``LanguageTexts``, in `Languages/`); this
/// type forwards to the table of its ``language`` and joins what is the same in every language
/// (`Error: ` lines, the `error: ` prefix). The list, status and recent-search texts are here;
/// console, details, failure and message texts are in the extensions next to this file.
package struct Strings: Equatable, Sendable {
    /// The language of the texts.
    package let language: Language

    /// Creates the texts of `language`.
    package init(language: Language) {
        self.language = language
    }

    /// The table of the language.
    var texts: any LanguageTexts { language.texts }

    /// "Movies" / "Películas".
    package var screenTitle: String { texts.screenTitle }
    /// "Search results" / "Resultados de búsqueda".
    package var emptyStateTitle: String { texts.emptyStateTitle }
    /// "Error" (the same in English and Spanish).
    package var errorTitle: String { texts.errorTitle }
    /// "Search Movies" / "Buscar películas".
    package var searchPlaceholder: String { texts.searchPlaceholder }

    /// `Movies - "love": page 1 of 15 (292 results)`.
    package func listHeader(query: String, page: Int, pageCount: Int, resultCount: Int) -> String {
        listHeaderLine(query: query, page: page, pageCount: pageCount, resultCount: resultCount).text
    }

    /// `Showing results for "godfather".`
    package func correctionLine(query: String) -> QueryLine {
        texts.correctionLine(query: query)
    }

    /// ``listHeader(query:page:pageCount:resultCount:)`` in parts, so a narrow console shortens the query.
    package func listHeaderLine(query: String, page: Int, pageCount: Int, resultCount: Int) -> QueryLine {
        texts.listHeaderLine(query: query, page: page, pageCount: pageCount, resultCount: resultCount)
    }

    /// `Type "more" for page 2.`
    package func moreHint(nextPage: Int) -> String { texts.moreHint(nextPage: nextPage) }

    /// `Search results: no movies found for "xyz"`.
    package func emptyState(query: String) -> String {
        emptyStateLine(query: query).text
    }

    /// ``emptyState(query:)`` in parts, so a narrow console shortens the query; with the
    /// command word the query nearly is (`mor`: `more`), it asks whether that was meant.
    package func emptyStateLine(query: String, nearCommand: String? = nil) -> QueryLine {
        texts.emptyStateLine(query: query, nearCommand: nearCommand)
    }

    /// `Searching "love"...`.
    package func searching(query: String) -> QueryLine { texts.searching(query: query) }

    /// `Loading page 2...`.
    package func loadingPage(_ page: Int) -> String { texts.loadingPage(page) }

    /// "Recent searches:" / "Búsquedas recientes:".
    package var recentSearchesTitle: String { texts.recentSearchesTitle }

    /// "Recent searches: none yet".
    package var recentSearchesNone: String { texts.recentSearchesNone }

    /// `Type "pick N" to search one again.`
    package var pickHint: String { texts.pickHint }
}
