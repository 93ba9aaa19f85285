import MoviesDomain

/// The console's texts in Spanish, chosen by a locale setting that starts with `es`. Command
/// words stay English (the console also takes Spanish ones).
struct SpanishTexts: LanguageTexts {
    let name = "spanish"
    let localeCode = "es"
    let defaultLocale = "es_ES"
    let tmdbLanguage = "es-ES"
    let commandWords: [String: CommandWord] = [
        "buscar": .search, "abrir": .open, "elegir": .pick, "mas": .more, "más": .more, "atras": .back,
        "atrás": .back, "recientes": .recent, "cancelar": .cancel, "ayuda": .help, "salir": .quit,
    ]
    let completedCommandWords = [
        "abrir", "atrás", "ayuda", "buscar", "cancelar", "elegir", "más", "recientes", "salir",
    ]

    func pluralCategory(_ count: Int) -> PluralCategory { count == 1 ? .one : .other }

    // MARK: List, status and recent searches

    var screenTitle: String { "Películas" }
    var emptyStateTitle: String { "Resultados de búsqueda" }
    var errorTitle: String { "Error" }
    var searchPlaceholder: String { "Buscar películas" }

    func listHeaderLine(query: String, page: Int, pageCount: Int, resultCount: Int) -> QueryLine {
        let results = plural(resultCount, one: "\(resultCount) resultado", other: "\(resultCount) resultados")
        return QueryLine(
            lead: "\(screenTitle) - ", query: query, tail: ": página \(page) de \(pageCount) (\(results))")
    }

    func moreHint(nextPage: Int) -> String { "Escribe \"more\" para ver la página \(nextPage)." }

    func correctionLine(query: String) -> QueryLine {
        QueryLine(lead: "Mostrando resultados de ", query: query, tail: ".")
    }

    func emptyStateLine(query: String, nearCommand: String?) -> QueryLine {
        let tail = nearCommand.map { ". ¿Quisiste decir el comando \"\($0)\"?" }
        return QueryLine(lead: "\(emptyStateTitle): no se encontraron películas para ", query: query, tail: tail ?? "")
    }

    func searching(query: String) -> QueryLine { QueryLine(lead: "Buscando ", query: query, tail: "...") }
    func loadingPage(_ page: Int) -> String { "Cargando la página \(page)..." }
    var recentSearchesTitle: String { "Búsquedas recientes:" }
    var recentSearchesNone: String { "Búsquedas recientes: ninguna todavía" }
    var pickHint: String { "Escribe \"pick N\" para repetir una búsqueda." }
    func didYouMean(_ titles: String, count: Int) -> String {
        ". ¿Quisiste decir: \(titles)? "
            + (count == 1 ? "Escribe 1 para buscarla." : "Escribe su número para buscarla.")
    }

    // MARK: Console

    var helpLines: [String] {
        [
            "Comandos (en inglés o en español; cualquier otro texto busca):",
            "  search, buscar TEXTO (s)   buscar películas",
            "  more, más (m)              cargar la página siguiente",
            "  open, abrir N|TÍTULO (o)   ver los detalles del elemento N (o: N solo) o TÍTULO",
            "  back, atrás (b)            volver a la lista",
            "  recent, recientes (r)      ver las búsquedas recientes",
            "  pick, elegir N (p)         repetir la búsqueda reciente N",
            "  cancel, cancelar (c)       cancelar la carga en curso",
            "  help, ayuda [CMD] (?)      mostrar esta ayuda, o qué hace un comando",
            "  quit, exit, salir (q)      salir (también fin de la entrada, Ctrl-D)",
        ]
    }

    func welcome(sourceName: String) -> String {
        "flux-movies \(AppVersion.current) (\(sourceName)): escribe un título; comandos: \"help\"."
    }

    func sourceName(_ source: MoviesSourceKind) -> String {
        switch source {
        case .catalog: "catálogo integrado"
        case .tmdb: "TMDB"
        }
    }

    func note(_ note: ConsoleNote) -> String {
        switch note {
        case .nothingToPage: "Todavía no hay páginas: busca primero, p. ej. \"search love\"."
        case .noMorePages: "No hay más páginas."
        case .stillLoadingPage(let page): "Todavía cargando la página \(page)..."
        case .nothingToCancel: "No hay nada que cancelar."
        case .cancelled: "Cancelado."
        case .droppedWaitingLines(let lines):
            plural(
                lines.count, one: "Se descartó 1 línea en espera",
                other: "Se descartaron \(lines.count) líneas en espera")
                + ": " + lines.map { "\"\($0)\"" }.joined(separator: ", ") + "."
        case .alreadyAtList: "Ya estás en la lista."
        case .exitHint: "(Para salir, pulsa Ctrl-C otra vez o Ctrl-D, o escribe quit)"
        }
    }

    // MARK: Details

    func releaseDate(_ formatted: String) -> String { "Fecha de lanzamiento: \(formatted)" }
    var toBeAnnounced: String { "Para ser anunciado" }
    func yearFact(_ year: Int) -> String { "Año: \(year)" }
    func genresFact(_ genres: String) -> String { "Géneros: \(genres)" }
    func runtimeFact(_ runtime: String) -> String { "Duración: \(runtime)" }
    func directorFact(_ director: String) -> String { "Dirección: \(director)" }
    func countriesFact(_ countries: String) -> String { "Países: \(countries)" }
    func languagesFact(_ languages: String) -> String { "Idiomas: \(languages)" }
    func ratingFact(_ rating: String) -> String { "Puntuación: \(rating)" }
    func mpaaFact(_ mpaa: String) -> String { "Clasificación MPAA: \(mpaa)" }
    var overviewTitle: String { "Resumen:" }
    func reviews(_ count: Int) -> String { plural(count, one: "\(count) reseña", other: "\(count) reseñas") }
    func posterLine(url: String, byteCount: Int) -> String { "Póster: \(url) (\(byteCount) bytes)" }
    var backHint: String { "Escribe \"back\" para volver a la lista." }

    /// The Spanish names of the embedded catalog's genres (TMDB already names them in the
    /// language asked for).
    private static let genres: [String: String] = [
        "Action": "Acción", "Adventure": "Aventura", "Animation": "Animación", "Biography": "Biografía",
        "Comedy": "Comedia", "Crime": "Crimen", "Documentary": "Documental", "Drama": "Drama", "Family": "Familia",
        "Fantasy": "Fantasía", "History": "Historia", "Horror": "Terror", "Music": "Música", "Musical": "Musical",
        "Mystery": "Misterio", "Romance": "Romance", "Sci-Fi": "Ciencia ficción", "Sport": "Deporte",
        "Thriller": "Suspense", "War": "Bélica", "Western": "Western",
    ]

    func genre(_ name: String) -> String { Self.genres[name] ?? name }

    // MARK: Failures

    private var retry: String { "escribe \"more\" para reintentar." }

    func failureMessage(_ kind: FailureKind) -> String {
        switch kind {
        case .noConnection: "Sin conexión a internet: revisa tu red y \(retry)"
        case .unreachable(let address): "No se puede conectar con \(address): revisa TMDB_BASE_URL y tu red, y \(retry)"
        case .rejectedKey: "TMDB rechazó la clave de API (HTTP 401): revisa TMDB_API_KEY, reinicia y vuelve a buscar."
        case .notFound: "TMDB no tiene esa dirección (HTTP 404): revisa TMDB_BASE_URL, reinicia y vuelve a buscar."
        case .rateLimited: "Demasiadas peticiones a TMDB (HTTP 429): inténtalo en un momento: \(retry)"
        case .serverError(let status): "Error del servidor de TMDB (HTTP \(status)): \(retry)"
        case .httpStatus(let status): "TMDB rechazó la petición (HTTP \(status)): \(retry)"
        case .timedOut(let seconds): "Sin respuesta de TMDB tras \(seconds) s: \(retry)"
        case .tooLarge: "La respuesta de TMDB era demasiado grande (se dejó de leer): \(retry)"
        case .unreadable(let problem): "Respuesta ilegible de TMDB (\(answerProblem(problem))): \(retry)"
        case .failed: "Error al descargar películas: \(retry)"
        }
    }

    var posterUnavailableTitle: String { "Póster: no disponible" }

    func posterReason(_ kind: FailureKind) -> String? {
        switch kind {
        case .noConnection: "sin conexión a internet"
        case .unreachable(let address): "no se puede conectar con \(address)"
        case .timedOut(let seconds): "sin respuesta tras \(seconds) s"
        case .tooLarge: "la respuesta era demasiado grande"
        case .unreadable(let problem): answerProblem(problem)
        case .rejectedKey, .notFound, .rateLimited, .serverError, .httpStatus, .failed: nil
        }
    }

    var posterCancelled: String { "Póster: cancelado" }

    /// `falta el campo "total_pages"`, `campo incorrecto "page"`, `respuesta vacía`, `no es JSON`.
    private func answerProblem(_ problem: AnswerProblem) -> String {
        switch problem {
        case .empty: "respuesta vacía"
        case .notJSON: "no es JSON"
        case .missingField(let path): "falta el campo \"\(path)\""
        case .badField(let path): "campo incorrecto \"\(path)\""
        }
    }

    // MARK: Input errors

    func inputError(_ error: InputError) -> String {
        switch error {
        case .tooLong(let count, let limit):
            "línea demasiado larga (\(count) bytes); los comandos tienen como máximo \(limit) bytes"
        case .invalidUTF8:
            "la línea no es UTF-8 válido; los comandos son texto UTF-8"
        case .controlCharacter(let value):
            "carácter de control \(codePoint(value)) en la línea; los comandos son texto sin formato (escribe \"help\")"
        case .missingSearchText:
            "\"search\" necesita un texto para buscar, p. ej. \"search love\""
        case .commandTypo(let typed, let command, let line):
            "\"\(echo(typed))\" no es un comando; ¿quisiste decir \"\(command)\"? Para buscarlo, escribe: search \(line)"
        case .stillSearching(let query):
            "todavía buscando \"\(echo(query))\"; espera los resultados o escribe cancel"
        case .nothingToOpen:
            "todavía no hay nada que abrir; busca primero, p. ej. \"search love\""
        case .noMoviesFound(let argument?, let query):
            "no existe el elemento \(echo(argument)): la búsqueda \"\(echo(query))\" no encontró películas"
        case .noMoviesFound(nil, let query):
            "no hay nada que abrir: la búsqueda \"\(echo(query))\" no encontró películas"
        case .nothingToPick:
            "no hay búsquedas recientes para elegir; busca una película primero"
        case .missingNumber(let command, 1):
            "\"\(command.word)\" necesita \(noun(command)); el único es el 1: \"\(command.word) 1\""
        case .missingNumber(let command, let count):
            "\"\(command.word)\" necesita \(noun(command)) del 1 al \(count), p. ej. \"\(command.word) 1\""
        case .notANumber(let command, let argument, let count):
            "\"\(command.word) \(echo(argument))\": \"\(echo(argument))\" no es \(noun(command)); \(useNumber(count))"
        case .outOfRange(let command, let argument, let count):
            "\"\(command.word) \(echo(argument))\": no existe \(bareNoun(command)) \(echo(argument)); \(useNumber(count))"
        }
    }

    /// Qué números usar: "usa un número del 1 al 7", o "el único es el 1".
    private func useNumber(_ count: Int) -> String {
        count == 1 ? "el único es el 1" : "usa un número del 1 al \(count)"
    }

    /// What `open` and `pick` take, with its article: "un número de elemento".
    private func noun(_ command: InputError.NumberCommand) -> String {
        switch command.kind {
        case .open: "un número de elemento"
        case .pick: "un número de búsqueda reciente"
        }
    }

    /// What `open` and `pick` name, with its article: "el elemento".
    private func bareNoun(_ command: InputError.NumberCommand) -> String {
        switch command.kind {
        case .open: "el elemento"
        case .pick: "la búsqueda reciente"
        }
    }
}
