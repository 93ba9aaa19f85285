/// A command of the console language (docs/flux-movies.md, "Commands"), as typed: arguments are
/// not validated yet.
package enum Command: Equatable, Sendable {
    /// `search TEXT` / `s TEXT`, or any line that is not another command; the text is trimmed.
    case search(String)
    /// A line that is only a number (`3`): on the list, opens that item; else searches for it.
    case number(String)
    /// `more` / `m`.
    case more
    /// `open N` / `o N` / `open TITLE`: the argument as typed, nil when missing; `word` is the
    /// command word as typed (`abrir`), which messages quote back.
    case open(String?, word: String = "open")
    /// `back` / `b`.
    case back
    /// `recent` / `r`.
    case recent
    /// `pick N` / `p N`: the argument as typed, nil when missing; `word` as for ``open(_:word:)``.
    case pick(String?, word: String = "pick")
    /// `cancel` / `c`.
    case cancel
    /// `help` / `?`.
    case help
    /// `help WORD` / `? WORD`, WORD a command word in any language: that command explained.
    case explain(CommandWord)
    /// `quit` / `q` / `exit`.
    case quit
}
