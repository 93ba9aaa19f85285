/// The commands a line can start with, whatever word names them (`open`, `o`, `abrir`).
package enum CommandWord: Sendable, CaseIterable {
    /// `search TEXT`.
    case search
    /// `open N`.
    case open
    /// `pick N`.
    case pick
    /// `more`.
    case more
    /// `back`.
    case back
    /// `recent`.
    case recent
    /// `cancel`.
    case cancel
    /// `help`.
    case help
    /// `quit`.
    case quit

    /// The English words and one-letter forms, which every language accepts.
    package static let english: [String: CommandWord] = [
        "search": .search, "s": .search, "open": .open, "o": .open, "pick": .pick, "p": .pick,
        "more": .more, "m": .more, "back": .back, "b": .back, "recent": .recent, "r": .recent,
        "cancel": .cancel, "c": .cancel, "help": .help, "?": .help, "quit": .quit, "q": .quit,
        "exit": .quit,
    ]

    /// Every word that names a command: the English ones and every language's
    /// (``LanguageTexts/commandWords``), so a command typed in any language works in all.
    package static func table(languages: [Language] = Language.all) -> [String: CommandWord] {
        languages.reduce(into: english) { table, language in
            table.merge(language.texts.commandWords) { english, _ in english }
        }
    }
}
