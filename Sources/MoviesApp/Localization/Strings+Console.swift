/// The console's own texts that every language builds the same way.
extension LanguageTexts {
    /// The line printed when an interactive session starts; it carries the search placeholder
    /// ("Search Movies"), since a line-mode console has no search field to show it in.
    package func welcome(source: MoviesSourceKind) -> String {
        welcome(sourceName: sourceName(source))
    }
}
