/// What a key did besides editing the line, for the program to act on.
package enum EditEvent: Equatable, Sendable {
    /// Enter: the line (already added to the history), and the cursor is on a new line.
    case submit(String)
    /// Ctrl-C; `clearedText` tells whether it cleared a non-empty line (the line is now empty).
    case interrupt(clearedText: Bool)
    /// Ctrl-D on an empty line.
    case endOfInput
    /// Ctrl-Z: the program suspends itself, then calls ``LineEditor/redraw()`` when resumed.
    case suspend
    /// Tab with several completions and nothing more in common: the program lists them, laid
    /// out by ``CandidateColumns`` (the line is unchanged and still shown).
    case candidates([String])
    /// Ctrl-L: the program clears the screen, shows it again, then the line
    /// (``LineEditor/redraw()``).
    case clearScreen
}
