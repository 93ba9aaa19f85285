/// The console's own texts, in every language: `help`, the welcome line and the notes.
extension Strings {
    /// The command list printed by `help`.
    package var helpLines: [String] {
        pick(
            en: [
                "Commands (any other text searches for it):",
                "  search TEXT (s)   search movies",
                "  more (m)          load the next page",
                "  open N|TITLE (o)  show the details of item N (or: N alone) or TITLE",
                "  back (b)          back to the list",
                "  recent (r)        show recent searches",
                "  pick N (p)        search recent search N again",
                "  cancel (c)        cancel the loading search or poster",
                "  help [CMD] (?)    show this help, or what one command does",
                "  quit, exit (q)    exit (also end of input, Ctrl-D)",
            ],
            es: [
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
            ])
    }

    /// The line an interactive session starts with, naming the version and the source:
    /// `flux-movies 0.2.0 (embedded catalog): type a title, or "help" for commands.`
    package func welcome(sourceName: String) -> String {
        pick(
            en: "flux-movies \(AppVersion.current) (\(sourceName)): type a title, or \"help\" for commands.",
            es: "flux-movies \(AppVersion.current) (\(sourceName)): escribe un título; comandos: \"help\".")
    }

    /// The line printed when an interactive session starts; it carries the search placeholder
    /// ("Search Movies"), since a line-mode console has no search field to show it in.
    package func welcome(source: MoviesSourceKind) -> String {
        welcome(sourceName: sourceName(source))
    }

    /// The name of a movies source in the welcome line: "embedded catalog", "TMDB".
    package func sourceName(_ source: MoviesSourceKind) -> String {
        switch source {
        case .catalog: pick(en: "embedded catalog", es: "catálogo integrado")
        case .tmdb: pick(en: "TMDB", es: "TMDB")
        }
    }

    /// The text of a console note: "No more pages.", "Cancelled.".
    package func note(_ note: ConsoleNote) -> String {
        switch note {
        case .nothingToPage:
            pick(
                en: "Nothing to page yet: search first, e.g. \"search love\".",
                es: "Todavía no hay páginas: busca primero, p. ej. \"search love\".")
        case .noMorePages: pick(en: "No more pages.", es: "No hay más páginas.")
        case .stillLoadingPage(let page):
            pick(en: "Still loading page \(page)...", es: "Todavía cargando la página \(page)...")
        case .nothingToCancel: pick(en: "Nothing to cancel.", es: "No hay nada que cancelar.")
        case .cancelled: pick(en: "Cancelled.", es: "Cancelado.")
        case .droppedWaitingLines(let lines):
            pick(
                en: "Dropped \(plural(lines.count, one: "1 waiting line", other: "\(lines.count) waiting lines")): "
                    + lines.map { "\"\($0)\"" }.joined(separator: ", ") + ".",
                es: plural(
                    lines.count, one: "Se descartó 1 línea en espera",
                    other: "Se descartaron \(lines.count) líneas en espera")
                    + ": " + lines.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        case .alreadyAtList: pick(en: "Already at the list.", es: "Ya estás en la lista.")
        case .exitHint:
            pick(
                en: "(To exit, press Ctrl-C again or Ctrl-D, or type quit)",
                es: "(Para salir, pulsa Ctrl-C otra vez o Ctrl-D, o escribe quit)")
        }
    }
}
