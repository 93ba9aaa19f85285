/// What a language has besides its messages: its locale codes, the language TMDB is asked for,
/// its command words and its plural rule. Each is a `switch` over the languages, so a new
/// language is a compile error here until its data is given.
extension Language {
    /// The start of a locale setting that selects the language: "en" for `en_GB.UTF-8`.
    package var localeCode: String {
        switch self {
        case .english: "en"
        case .spanish: "es"
        }
    }

    /// The locale dates are formatted in when the setting names no locale of the language: "en_US".
    package var defaultLocale: String {
        switch self {
        case .english: "en_US"
        case .spanish: "es_ES"
        }
    }

    /// The language TMDB is asked for titles and genres in: "en-US".
    package var tmdbLanguage: String {
        switch self {
        case .english: "en-US"
        case .spanish: "es-ES"
        }
    }

    /// The command words of the language beyond the English ones (which every language accepts),
    /// forms without accents included: "abrir" for ``CommandWord/open``. Words of every language
    /// are accepted in all of them.
    package var commandWords: [String: CommandWord] {
        switch self {
        case .english: [:]
        case .spanish:
            [
                "buscar": .search, "abrir": .open, "elegir": .pick, "mas": .more, "más": .more, "atras": .back,
                "atrás": .back, "recientes": .recent, "cancelar": .cancel, "ayuda": .help, "salir": .quit,
            ]
        }
    }

    /// The words Tab completes in this language beyond the English command words: "abrir", "atrás".
    package var completedCommandWords: [String] {
        switch self {
        case .english: []
        case .spanish: ["abrir", "atrás", "ayuda", "buscar", "cancelar", "elegir", "más", "recientes", "salir"]
        }
    }

    /// The plural rule: which form of a counted phrase `count` takes. Every counted phrase asks it,
    /// through ``Strings/plural(_:one:other:)`` when the language has those two forms.
    package func pluralCategory(_ count: Int) -> PluralCategory {
        switch self {
        case .english, .spanish: count == 1 ? .one : .other
        }
    }
}
