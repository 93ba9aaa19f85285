/// Where the console's text goes, keeping an interactive prompt (and the line being typed) at
/// the bottom.
///
/// Lines go to `writeText`; the prompt and the controls that erase it go to `writeControl`.
///
/// - A separate screen (`writeControl` given: stdout is a pipe or a file while stdin and stderr
///   are a terminal, `flux-movies | tee log.txt`): `writeText` gets the transcript, exactly the
///   lines a script prints but its `error:` lines; the terminal gets the prompt and the edited
///   line, the `error:` lines and hints (``errorLine(_:)``, ``screenLine(_:)``) and the loading
///   line, rewritten in place and erased when its result is written. After lines were written
///   while the prompt shows, ``waitForLines`` runs before the prompt is drawn again (the reader
///   of a pipe has taken them), so a reader that prints them on the same terminal prints them
///   before the prompt.
/// - `error:` lines go to ``writeError`` when it is set (stderr of a script), else they are lines.
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
    /// The prompt, the loading line, errors and hints go to `writeControl`; `writeText` gets the transcript.
    private let screenIsSeparate: Bool
    /// Whether the transcript goes elsewhere than the terminal (stdout a file or a pipe): what
    /// is redrawn for the terminal (Ctrl-L) must not be written to it again.
    package var transcriptIsApart: Bool { screenIsSeparate }
    private var promptIsShown = false
    /// The last line printed is transient: the next line replaces it.
    private var transientIsLast = false

    /// The bytes that show the prompt and the line being edited, from the start of the row (a
    /// line editor's redraw); nil: the plain ``promptText``.
    package var inputLine: (@MainActor () -> String)?
    /// The bytes that erase the prompt and the line being edited, with whatever the editor shows
    /// under it (a live suggestion's hint row); nil: ``eraseRow``.
    package var eraseInputLine: (@MainActor () -> String)?
    /// Writes the `error:` lines (newline included) elsewhere than the lines (a script's stderr);
    /// nil: they are lines (on a separate screen, screen lines).
    package var writeError: (@MainActor (String) -> Void)?
    /// Returns once the reader of the lines has taken them (a pipe drained), before the prompt is
    /// drawn again on a separate screen; nil: at once.
    package var waitForLines: (@MainActor () -> Void)?

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
        screenIsSeparate = writeControl != nil
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
        guard screenIsSeparate else {
            transientIsLast = rewritesLines
            return
        }
        guard rewritesLines else { return }
        onScreen(text + "\n")
        transientIsLast = true
    }

    /// Rewrites the transient line in place, when it is still the last line printed; otherwise
    /// does nothing.
    package func updateTransientLine(_ text: String) {
        guard transientIsLast else { return }
        guard screenIsSeparate else { return print(text) }
        onScreen(Self.rowUp + Self.eraseRow + text + "\n")
    }

    /// Prints an `error:` line: to ``writeError`` when set, on a separate screen to the
    /// terminal, else as a line.
    package func errorLine(_ text: String) {
        if screenIsSeparate { return screenLine(text) }
        guard let writeError else { return line(text) }
        aside { writeError(text + "\n") }
    }

    /// Prints a line for the person at the terminal, not for the transcript (a hint about keys):
    /// on a separate screen to the terminal only, else as a line.
    package func screenLine(_ text: String) {
        guard screenIsSeparate else { return line(text) }
        onScreen(text + "\n")
        transientIsLast = false
    }

    /// Writes `text` on a separate screen, above the prompt and the edited line.
    private func onScreen(_ text: String) {
        if promptIsShown { writeControl(clearsLine ? currentErase : "\n") }
        writeControl(text)
        if promptIsShown { writeControl(currentInputLine) }
    }

    /// Prints `text` as a line, over the transient line if it is the last one printed.
    private func print(_ text: String) {
        guard promptIsShown || transientIsLast else { return writeText(text + "\n") }
        if promptIsShown { writeControl(clearsLine ? currentErase : "\n") }
        if transientIsLast { (screenIsSeparate ? writeControl : writeText)(Self.rowUp + Self.eraseRow) }
        if screenIsSeparate { transientIsLast = false }
        writeText(text + "\n")
        guard promptIsShown else { return }
        if screenIsSeparate { waitForLines?() }
        writeControl(currentInputLine)
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

    /// Erases the prompt and the edited line (a waiting `quit` ends the session).
    package func leavePrompt() {
        guard promptIsShown else { return }
        writeControl(clearsLine ? currentErase : "\n")
        promptIsShown = false
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
