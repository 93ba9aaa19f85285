/// A command of the console language (docs/flux-movies.md, "Commands"), as typed: arguments are
/// not validated yet.
package enum Command: Equatable, Sendable {
    /// `search TEXT` / `s TEXT`, or any line that is not another command; the text is trimmed.
    case search(String)
    /// `more` / `m`.
    case more
    /// `open N` / `o N`: the argument as typed, nil when missing.
    case open(String?)
    /// `back` / `b`.
    case back
    /// `recent` / `r`.
    case recent
    /// `pick N` / `p N`: the argument as typed, nil when missing.
    case pick(String?)
    /// `cancel` / `c`.
    case cancel
    /// `help` / `?`.
    case help
    /// `quit` / `q`.
    case quit
}
