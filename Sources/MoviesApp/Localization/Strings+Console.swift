/// The console's own texts: help, notes, welcome.
extension Strings {
    /// The command list printed by `help`.
    package var helpLines: [String] { texts.helpLines }

    /// The line printed when an interactive session starts; it carries the search placeholder
    /// ("Search Movies"), since a line-mode console has no search field to show it in.
    package func welcome(source: MoviesSourceKind) -> String {
        texts.welcome(sourceName: sourceName(source))
    }

    /// The name of a movies source in the welcome line: "embedded catalog" / "catálogo integrado",
    /// "TMDB".
    package func sourceName(_ source: MoviesSourceKind) -> String { texts.sourceName(source) }

    /// The text of a note.
    package func note(_ note: ConsoleNote) -> String { texts.note(note) }
}
