/// The console's texts in one language (English or Spanish). Command words stay English.
///
/// The list, status and suggestions texts are here; details, console and input-error texts are
/// in the extensions next to this file.
public struct Strings: Equatable, Sendable {
    /// The language of the texts.
    public let language: Language

    /// Creates the texts of `language`.
    public init(language: Language) {
        self.language = language
    }

    var isSpanish: Bool { language == .spanish }

    /// "Movies" / "Películas".
    public var screenTitle: String { isSpanish ? "Películas" : "Movies" }
    /// "Search results" / "Resultados de búsqueda".
    public var emptyStateTitle: String { isSpanish ? "Resultados de búsqueda" : "Search results" }
    /// "Error" (the same in both).
    public var errorTitle: String { "Error" }
    /// "Search Movies" / "Buscar películas".
    public var searchPlaceholder: String { isSpanish ? "Buscar películas" : "Search Movies" }

    /// `Movies - "love": page 1 of 15 (292 results)`.
    public func listHeader(query: String, page: Int, pageCount: Int, resultCount: Int) -> String {
        listHeaderLine(query: query, page: page, pageCount: pageCount, resultCount: resultCount).text
    }

    /// ``listHeader(query:page:pageCount:resultCount:)`` in parts, so a narrow console shortens the query.
    public func listHeaderLine(query: String, page: Int, pageCount: Int, resultCount: Int) -> QueryLine {
        if isSpanish {
            let results = resultCount == 1 ? "1 resultado" : "\(resultCount) resultados"
            return QueryLine(lead: "\(screenTitle) - ", query: query, tail: ": página \(page) de \(pageCount) (\(results))")
        }
        let results = resultCount == 1 ? "1 result" : "\(resultCount) results"
        return QueryLine(lead: "\(screenTitle) - ", query: query, tail: ": page \(page) of \(pageCount) (\(results))")
    }

    /// `Type "more" for page 2.`
    public func moreHint(nextPage: Int) -> String {
        isSpanish ? "Escribe \"more\" para ver la página \(nextPage)." : "Type \"more\" for page \(nextPage)."
    }

    /// `Search results: no movies found for "xyz"`.
    public func emptyState(query: String) -> String {
        emptyStateLine(query: query).text
    }

    /// ``emptyState(query:)`` in parts, so a narrow console shortens the query.
    public func emptyStateLine(query: String) -> QueryLine {
        isSpanish
            ? QueryLine(lead: "\(emptyStateTitle): no se encontraron películas para ", query: query)
            : QueryLine(lead: "\(emptyStateTitle): no movies found for ", query: query)
    }

    /// `Searching "love"...`.
    public func searching(query: String) -> String {
        isSpanish ? "Buscando \"\(query)\"..." : "Searching \"\(query)\"..."
    }

    /// `Loading page 2...`.
    public func loadingPage(_ page: Int) -> String {
        isSpanish ? "Cargando la página \(page)..." : "Loading page \(page)..."
    }

    /// The user message of a failure kind.
    public func failureMessage(_ kind: SearchFailure.Kind) -> String {
        switch (kind, isSpanish) {
        case (.noConnection, false): "No internet connection"
        case (.noConnection, true): "Sin conexión a internet"
        case (.failed, false): "Failed loading movies"
        case (.failed, true): "Error al descargar películas"
        }
    }

    /// `Error: No internet connection`.
    public func errorLine(_ kind: SearchFailure.Kind) -> String {
        "\(errorTitle): \(failureMessage(kind))"
    }

    /// "Recent searches:" / "Búsquedas recientes:".
    public var recentSearchesTitle: String { isSpanish ? "Búsquedas recientes:" : "Recent searches:" }

    /// "Recent searches: none yet".
    public var recentSearchesNone: String {
        isSpanish ? "Búsquedas recientes: ninguna todavía" : "Recent searches: none yet"
    }

    /// `Type "pick N" to search one again.`
    public var pickHint: String {
        isSpanish ? "Escribe \"pick N\" para repetir una búsqueda." : "Type \"pick N\" to search one again."
    }
}
