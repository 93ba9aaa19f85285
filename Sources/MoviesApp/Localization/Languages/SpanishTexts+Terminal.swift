/// The Spanish texts of the forgiving grammar (`ayuda PALABRA`), the pager and the poster's
/// loading line (docs/flux-movies.md, "Commands" and "Terminal, scripts and keys").
extension SpanishTexts {
    func commandHelp(_ command: CommandWord) -> [String] {
        switch command {
        case .search:
            [
                "buscar, search TEXTO (s): busca películas; cualquier otro texto también.",
                "  \"buscar 3\" busca 3; las comillas se quitan: buscar \"alien\".",
            ]
        case .more: ["más, more (m): carga la página siguiente, o reintenta tras un error."]
        case .open:
            [
                "abrir, open N (o): muestra el elemento N; N solo también (lista, detalles).",
                "  abrir TÍTULO abre la mejor de la lista, o la busca (si halla una, la abre).",
            ]
        case .back: ["atrás, back (b): vuelve a la lista desde los detalles o las recientes."]
        case .recent: ["recientes, recent (r): las búsquedas recientes; \"elegir N\" repite una."]
        case .pick: ["elegir, pick N (p): repite la búsqueda reciente N (tras \"recientes\")."]
        case .cancel: ["cancelar, cancel (c): detiene la búsqueda o el póster en curso (o Ctrl-C)."]
        case .help: ["ayuda, help (?): lista los comandos; \"ayuda COMANDO\" explica uno."]
        case .quit: ["salir, quit, exit (q): termina la sesión (o Ctrl-D, o el fin de la entrada)."]
        }
    }

    var pagerPrompt: String { "-- más (espacio, q) --" }
    var posterLoading: String { "Póster: cargando..." }
}
