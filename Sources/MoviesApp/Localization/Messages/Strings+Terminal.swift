/// The texts of the forgiving grammar (`help WORD`), the pager and the poster's loading line, in
/// every language (docs/flux-movies.md, "Commands" and "Terminal, scripts and keys").
extension Strings {
    /// What `help WORD` prints for one command: its forms, then what it does and an example:
    /// `more (m): load the next page of the list, or retry after an error.`
    package func commandHelp(_ command: CommandWord) -> [String] {
        switch command {
        case .search:
            pick(
                en: [
                    "search TEXT (s): search movies for TEXT; any other text searches too.",
                    "  \"search 3\" searches for 3; quotes are dropped: search \"alien\".",
                ],
                es: [
                    "buscar, search TEXTO (s): busca películas; cualquier otro texto también.",
                    "  \"buscar 3\" busca 3; las comillas se quitan: buscar \"alien\".",
                ])
        case .more:
            pick(
                en: ["more (m): load the next page of the list, or retry after an error."],
                es: ["más, more (m): carga la página siguiente, o reintenta tras un error."])
        case .open:
            pick(
                en: [
                    "open N (o): show the details of item N; N alone does too (list, details).",
                    "  open TITLE opens the best match on the list, else searches (one film: opened).",
                ],
                es: [
                    "abrir, open N (o): muestra el elemento N; N solo también (lista, detalles).",
                    "  abrir TÍTULO abre la mejor de la lista, o la busca (si halla una, la abre).",
                ])
        case .back:
            pick(
                en: ["back (b): back to the list from the details or recent searches."],
                es: ["atrás, back (b): vuelve a la lista desde los detalles o las recientes."])
        case .recent:
            pick(
                en: ["recent (r): list the recent searches; \"pick N\" searches one again."],
                es: ["recientes, recent (r): las búsquedas recientes; \"elegir N\" repite una."])
        case .pick:
            pick(
                en: ["pick N (p): search recent search N again (after \"recent\")."],
                es: ["elegir, pick N (p): repite la búsqueda reciente N (tras \"recientes\")."])
        case .cancel:
            pick(
                en: ["cancel (c): stop the loading search or poster (Ctrl-C too)."],
                es: ["cancelar, cancel (c): detiene la búsqueda o el póster en curso (o Ctrl-C)."])
        case .help:
            pick(
                en: ["help (?): list the commands; \"help COMMAND\" explains one."],
                es: ["ayuda, help (?): lista los comandos; \"ayuda COMANDO\" explica uno."])
        case .quit:
            pick(
                en: ["quit, exit (q): end the session (Ctrl-D and the end of input too)."],
                es: ["salir, quit, exit (q): termina la sesión (o Ctrl-D, o el fin de la entrada)."])
        }
    }

    /// The line under a page of a long screen while more follows: "-- more (space, q) --".
    package var pagerPrompt: String { pick(en: "-- more (space, q) --", es: "-- más (espacio, q) --") }

    /// The poster line while the poster loads, at a terminal: "Poster: loading...".
    package var posterLoading: String { pick(en: "Poster: loading...", es: "Póster: cargando...") }
}
