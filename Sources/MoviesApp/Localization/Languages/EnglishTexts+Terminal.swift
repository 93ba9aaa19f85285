/// The English texts of the forgiving grammar (`help WORD`), the pager and the poster's loading
/// line (docs/flux-movies.md, "Commands" and "Terminal, scripts and keys").
extension EnglishTexts {
    func commandHelp(_ command: CommandWord) -> [String] {
        switch command {
        case .search:
            [
                "search TEXT (s): search movies for TEXT; any other text searches too.",
                "  \"search 3\" searches for 3; quotes are dropped: search \"alien\".",
            ]
        case .more: ["more (m): load the next page of the list, or retry after an error."]
        case .open:
            [
                "open N (o): show the details of item N; N alone does too (list, details).",
                "  open TITLE opens the best match on the list, else searches (one film: opened).",
            ]
        case .back: ["back (b): back to the list from the details or recent searches."]
        case .recent: ["recent (r): list the recent searches; \"pick N\" searches one again."]
        case .pick: ["pick N (p): search recent search N again (after \"recent\")."]
        case .cancel: ["cancel (c): stop the loading search or poster (Ctrl-C too)."]
        case .help: ["help (?): list the commands; \"help COMMAND\" explains one."]
        case .quit: ["quit, exit (q): end the session (Ctrl-D and the end of input too)."]
        }
    }

    var pagerPrompt: String { "-- more (space, q) --" }
    var posterLoading: String { "Poster: loading..." }
}
