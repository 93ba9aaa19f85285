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
    ].merging(otherShellsQuit.map { ($0, .quit) }) { word, _ in word }

    /// How other programs are left, which quit here too instead of searching (`\q` found 153
    /// films): psql's `\q` and `\quit`, vi's `:q`, `:q!`, `:wq` and `:x`, Python's `quit()` and
    /// `exit()`. Not completed by Tab, not listed by `help`.
    package static let otherShellsQuit = [#"\q"#, #"\quit"#, ":q", ":q!", ":wq", ":x", "quit()", "exit()"]

    /// Every word that names a command: the English ones and every language's
    /// (``Language/commandWords``), so a command typed in any language works in all.
    package static func table(languages: [Language] = Language.all) -> [String: CommandWord] {
        languages.reduce(into: english) { table, language in
            table.merge(language.commandWords) { english, _ in english }
        }
    }
}
