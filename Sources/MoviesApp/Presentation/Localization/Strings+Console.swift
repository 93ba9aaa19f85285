/// The console's own texts: help, notes, welcome.
extension Strings {
    /// The command list printed by `help`.
    package var helpLines: [String] {
        if isSpanish {
            return [
                "Comandos (en inglés o en español; cualquier otro texto busca):",
                "  search, buscar TEXTO (s)   buscar películas",
                "  more, más (m)              cargar la página siguiente",
                "  open, abrir N (o)          ver los detalles del elemento N",
                "  back, atrás (b)            volver a la lista",
                "  recent, recientes (r)      ver las búsquedas recientes",
                "  pick, elegir N (p)         repetir la búsqueda reciente N",
                "  cancel, cancelar (c)       cancelar la carga en curso",
                "  help, ayuda (?)            mostrar esta ayuda",
                "  quit, salir (q)            salir (también fin de la entrada, Ctrl-D)",
            ]
        }
        return [
            "Commands (any other text searches for it):",
            "  search TEXT (s)   search movies",
            "  more (m)          load the next page",
            "  open N (o)        show the details of item N",
            "  back (b)          back to the list",
            "  recent (r)        show recent searches",
            "  pick N (p)        search recent search N again",
            "  cancel (c)        cancel the loading search or poster",
            "  help (?)          show this help",
            "  quit (q)          exit (also end of input, Ctrl-D)",
        ]
    }

    /// The line printed when an interactive session starts; it carries the search placeholder
    /// ("Search Movies"), since a line-mode console has no search field to show it in.
    package func welcome(source: MoviesSourceKind) -> String {
        let name = sourceName(source)
        return isSpanish
            ? "flux-movies \(AppVersion.current) (\(name)). \(searchPlaceholder): escribe un título, \"help\" para ver los comandos."
            : "flux-movies \(AppVersion.current) (\(name)). \(searchPlaceholder): type a title, \"help\" for commands."
    }

    /// The name of a movies source in the welcome line: "embedded catalog" / "catálogo integrado",
    /// "TMDB".
    package func sourceName(_ source: MoviesSourceKind) -> String {
        switch source {
        case .catalog: isSpanish ? "catálogo integrado" : "embedded catalog"
        case .tmdb: "TMDB"
        }
    }

    /// The text of a note.
    package func note(_ note: ConsoleNote) -> String {
        switch note {
        case .nothingToPage:
            isSpanish
                ? "Todavía no hay páginas: busca primero, p. ej. \"search love\"."
                : "Nothing to page yet: search first, e.g. \"search love\"."
        case .noMorePages: isSpanish ? "No hay más páginas." : "No more pages."
        case .stillLoadingPage(let page):
            isSpanish ? "Todavía cargando la página \(page)..." : "Still loading page \(page)..."
        case .nothingToCancel: isSpanish ? "No hay nada que cancelar." : "Nothing to cancel."
        case .cancelled: isSpanish ? "Cancelado." : "Cancelled."
        case .alreadyAtList: isSpanish ? "Ya estás en la lista." : "Already at the list."
        case .exitHint:
            isSpanish
                ? "(Para salir, pulsa Ctrl-C otra vez o Ctrl-D, o escribe quit)"
                : "(To exit, press Ctrl-C again or Ctrl-D, or type quit)"
        }
    }
}
