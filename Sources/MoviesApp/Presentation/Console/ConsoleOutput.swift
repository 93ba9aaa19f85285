/// Where the console's text goes, keeping an interactive prompt (and the line being typed) at
/// the bottom.
///
/// Lines go to `writeText`; the prompt and the controls that erase it go to `writeControl`
/// (stderr when stdout is a pipe but stdin and stderr are a terminal, so a pipe gets only the
/// lines: `flux-movies | tee log.txt`).
///
/// - A capable terminal: a line printed while the prompt shows (an effect finishing while the
///   user types) first erases the prompt row (`\r`, `ESC [K`), then the prompt is shown again
///   under it: ``inputLine``, when set, redraws the line editor's prompt, text and cursor, so
///   output never eats what the user is typing.
/// - `TERM=dumb` (`clearsLine` false): no escape sequence is ever sent; the session shows the
///   prompt only once the effects of the last line have settled (``ConsoleSession``), so each
///   input line gets exactly one prompt. A line that still arrives while the prompt shows goes on
///   a new line and the prompt follows it.
/// - Transient lines (``transientLine(_:)``, a loading line) are replaced in place by the next
///   line printed, and can be updated (``updateTransientLine(_:)``) while nothing was printed
///   after them; only when `rewritesLines` (the lines go to a capable terminal), else they are
///   ordinary lines.
@MainActor
package final class ConsoleOutput {
    /// The prompt shown on a terminal.
    package static let promptText = "> "
    /// Moves the cursor to the start of the row and erases the row.
    static let eraseRow = "\r\u{1B}[K"
    /// Moves the cursor up one row.
    static let rowUp = "\u{1B}[A"

    private let showsPrompt: Bool
    /// Whether the prompt can be erased in place (a terminal whose `TERM` is not `dumb`).
    package let clearsLine: Bool
    /// Whether printed lines can be rewritten in place (the lines go to a capable terminal).
    package let rewritesLines: Bool
    private let writeText: @MainActor (String) -> Void
    private let writeControl: @MainActor (String) -> Void
    private var promptIsShown = false
    /// The last line printed is transient: the next line replaces it.
    private var transientIsLast = false

    /// The bytes that show the prompt and the line being edited, from the start of the row (a
    /// line editor's redraw); nil: the plain ``promptText``.
    package var inputLine: (@MainActor () -> String)?
    /// The bytes that erase the prompt and the line being edited, with whatever the editor shows
    /// under it (a live suggestion's hint row); nil: ``eraseRow``.
    package var eraseInputLine: (@MainActor () -> String)?

    /// Creates an output.
    /// - Parameters:
    ///   - showsPrompt: show a prompt (stdin is a terminal, and so is where the prompt goes).
    ///   - clearsLine: erase the prompt with ANSI `ESC [K` before printing under it (a capable terminal).
    ///   - rewritesLines: transient lines are rewritten in place (the lines go to a capable terminal).
    ///   - writeText: writes the lines (newlines included) to the destination.
    ///   - writeControl: writes the prompt and its controls; nil: `writeText`.
    package init(
        showsPrompt: Bool, clearsLine: Bool = true, rewritesLines: Bool = false,
        writeText: @escaping @MainActor (String) -> Void, writeControl: (@MainActor (String) -> Void)? = nil
    ) {
        self.showsPrompt = showsPrompt
        self.clearsLine = clearsLine
        self.rewritesLines = rewritesLines && clearsLine
        self.writeText = writeText
        self.writeControl = writeControl ?? writeText
    }

    /// Prints one line (replacing a transient line printed just before it).
    package func line(_ text: String) {
        print(text)
        transientIsLast = false
    }

    /// Prints a line that the next line printed replaces, such as a loading line (an ordinary
    /// line unless `rewritesLines`).
    package func transientLine(_ text: String) {
        print(text)
        transientIsLast = rewritesLines
    }

    /// Rewrites the transient line in place, when it is still the last line printed; otherwise
    /// does nothing.
    package func updateTransientLine(_ text: String) {
        guard transientIsLast else { return }
        print(text)
    }

    /// Prints `text` as a line, over the transient line if it is the last one printed.
    private func print(_ text: String) {
        guard promptIsShown || transientIsLast else { return writeText(text + "\n") }
        if promptIsShown { writeControl(clearsLine ? currentErase : "\n") }
        if transientIsLast { writeText(Self.rowUp + Self.eraseRow) }
        writeText(text + "\n")
        if promptIsShown { writeControl(currentInputLine) }
    }

    /// Runs `write`, which prints a whole line somewhere else on the same terminal (stderr),
    /// with the prompt row erased before it and the prompt and edited line shown again after it.
    package func aside(_ write: () -> Void) {
        if promptIsShown { writeControl(clearsLine ? currentErase : "\n") }
        write()
        transientIsLast = false
        if promptIsShown { writeControl(currentInputLine) }
    }

    /// Shows the prompt (no-op without one, or when it is already shown).
    package func prompt() {
        guard showsPrompt, !promptIsShown else { return }
        writeControl(currentInputLine)
        promptIsShown = true
    }

    /// Shows the prompt and the edited line again where the prompt is (after a key, a resize).
    package func redrawPrompt() {
        guard promptIsShown else { return prompt() }
        writeControl(currentInputLine)
    }

    /// Shows the edited line again when the prompt shows (a new hint under it); else nothing.
    package func refreshInputLine() {
        guard promptIsShown else { return }
        writeControl(currentInputLine)
    }

    /// Writes terminal controls (a cleared screen, an erased row) where the prompt goes.
    package func control(_ text: String) {
        writeControl(text)
    }

    /// The user ended a line: the cursor is at the start of a new line, under the prompt.
    package func inputReceived() {
        promptIsShown = false
        transientIsLast = false
    }

    /// The screen was cleared: nothing printed is shown any more, the prompt neither.
    package func screenCleared() {
        promptIsShown = false
        transientIsLast = false
    }

    /// Input ended with the prompt showing: move to a new line.
    package func finish() {
        if promptIsShown { writeControl("\n") }
        promptIsShown = false
    }

    private var currentErase: String {
        eraseInputLine?() ?? Self.eraseRow
    }

    private var currentInputLine: String {
        inputLine?() ?? Self.promptText
    }
}
