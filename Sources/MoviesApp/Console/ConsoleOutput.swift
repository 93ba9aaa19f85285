/// Where the console's text goes, keeping an interactive prompt (and the line being typed) at
/// the bottom.
///
/// Lines go to `writeText`; the prompt and the controls that erase it go to `writeControl`.
///
/// - A separate screen (`writeControl` given: stdout is a pipe or a file while stdin and stderr
///   are a terminal, `flux-movies | tee log.txt`): `writeText` gets the transcript, exactly the
///   lines a script prints but its `error:` lines; the terminal gets the prompt and the edited
///   line, the `error:` lines and hints (``errorLine(_:)``, ``screenLine(_:)``) and the live
///   loading line, rewritten in place just above the prompt (under hints and lines typed ahead)
///   and erased when its result is written. The transcript gets the loading line only then, with
///   the result: a reader that prints it on the same terminal (`tee`) shows it once, after the
///   live one is gone (issue 34, item 21). After lines went to the transcript, ``waitForLines``
///   runs before anything is written to the terminal (the reader of a pipe has taken them), so a
///   reader that prints them on the same terminal prints them before the prompt.
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
///
/// Each call, and each ``update(_:)`` (a whole screen of the renderer), reaches each destination
/// in one write, the prompt erased once before and drawn once after (``ConsoleWriteBatch``).
@MainActor
package final class ConsoleOutput {
    /// The prompt shown on a terminal.
    package static let promptText = "> "
    /// Moves the cursor to the start of the row and erases the row.
    static let eraseRow = "\r\u{1B}[K"
    /// Moves the cursor up one row.
    static let rowUp = "\u{1B}[A"
    /// Deletes the cursor's row: the rows under it move up one.
    static let deleteRow = "\u{1B}[M"

    private let showsPrompt: Bool
    /// Whether the prompt can be erased in place (a terminal whose `TERM` is not `dumb`).
    package let clearsLine: Bool
    /// Whether printed lines can be rewritten in place (the lines go to a capable terminal).
    package let rewritesLines: Bool
    private let batch: ConsoleWriteBatch
    /// The prompt, the loading line, errors and hints go to `writeControl`; `writeText` gets the transcript.
    private let screenIsSeparate: Bool
    /// Whether the transcript goes elsewhere than the terminal (stdout a file or a pipe): what
    /// is redrawn for the terminal (Ctrl-L) must not be written to it again.
    package var transcriptIsApart: Bool { screenIsSeparate }
    /// Whether the transcript's reader shows it on the same terminal (stdout a pipe: `| tee`): a
    /// note or help then goes to the transcript only, which shows it once.
    package var transcriptIsShown = false
    private var promptIsShown = false
    /// The update in progress erased the prompt: it is drawn again when the update ends.
    private var promptIsErased = false
    /// The last line printed is transient: the next line replaces it (not on a separate screen).
    private var transientIsLast = false
    /// On a separate screen: the transient line shown live just above the prompt, as it reads now.
    private var liveLine: String?
    /// On a separate screen: the transient line the transcript gets with the line that follows it.
    private var owedLine: String?

    /// The bytes that show the prompt and the line being edited, from the start of the row (a
    /// line editor's redraw); nil: the plain ``promptText``.
    package var inputLine: (@MainActor () -> String)?
    /// The bytes that erase the prompt and the line being edited, with whatever the editor shows
    /// under it (a live suggestion's hint row); nil: ``eraseRow``.
    package var eraseInputLine: (@MainActor () -> String)?
    /// Writes the `error:` lines (newline included) elsewhere than the lines (a script's stderr);
    /// nil: they are lines (on a separate screen, screen lines).
    package var writeError: (@MainActor (String) -> Void)?
    /// Returns once the reader of the lines has taken them (a pipe drained), before anything is
    /// written to a separate screen again; nil: at once.
    package var waitForLines: (@MainActor () -> Void)? {
        get { batch.waitForLines }
        set { batch.waitForLines = newValue }
    }

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
        screenIsSeparate = writeControl != nil
        batch = ConsoleWriteBatch(
            writeText: writeText, writeControl: writeControl ?? writeText, screenIsSeparate: writeControl != nil)
    }

    /// Runs `body`, whose writes reach each destination in one write when it returns, with the
    /// prompt erased before the first line and drawn again once at the end. Updates nest.
    package func update(_ body: () -> Void) {
        batch.open()
        body()
        guard batch.close() else { return }
        if promptIsErased {
            promptIsErased = false
            batch.control(currentInputLine)
            promptIsShown = true
        }
        batch.flush()
    }

    /// Prints one line (replacing a transient line printed just before it).
    package func line(_ text: String) {
        update { print(text) }
    }

    /// Prints a line that the next line printed replaces, such as a loading line (an ordinary
    /// line unless `rewritesLines`).
    package func transientLine(_ text: String) {
        update {
            guard rewritesLines else { return print(text) }
            guard screenIsSeparate else {
                print(text)
                transientIsLast = true
                return
            }
            erasePrompt()
            settleLiveLine()
            owedLine = text
            liveLine = text
            batch.control(text + "\n")
        }
    }

    /// Rewrites the transient line in place, when it is still the last line printed (on a
    /// separate screen: while it shows); otherwise does nothing.
    package func updateTransientLine(_ text: String) {
        update {
            if screenIsSeparate {
                guard liveLine != nil else { return }
                erasePrompt()
                batch.control(Self.rowUp + Self.eraseRow + text + "\n")
                liveLine = text
            } else if transientIsLast {
                print(text)
                transientIsLast = true
            }
        }
    }

    /// Prints an `error:` line: to ``writeError`` when set, on a separate screen to the
    /// terminal, else as a line.
    package func errorLine(_ text: String) {
        if screenIsSeparate { return screenLine(text) }
        guard let writeError else { return line(text) }
        aside { writeError(text + "\n") }
    }

    /// Prints a line for the person at the terminal, not for the transcript (a hint about keys):
    /// on a separate screen to the terminal only (above the live loading line), else as a line.
    package func screenLine(_ text: String) {
        guard screenIsSeparate else { return line(text) }
        update {
            erasePrompt()
            guard let liveLine else { return batch.control(text + "\n") }
            batch.control(Self.rowUp + Self.eraseRow + text + "\n" + liveLine + "\n")
        }
    }

    /// Runs `write`, which prints a whole line somewhere else on the same terminal (stderr),
    /// with the prompt row erased before it and the prompt and edited line shown again after it.
    package func aside(_ write: () -> Void) {
        update {
            erasePrompt()
            if liveLine != nil { batch.control(Self.rowUp + Self.eraseRow) }
            batch.flush()
            write()
            transientIsLast = false
            if let liveLine { batch.control(liveLine + "\n") }
        }
    }

    /// Shows the prompt (no-op without one, or when it is already shown or drawn again at the
    /// end of the update in progress).
    package func prompt() {
        guard showsPrompt, !promptIsShown, !promptIsErased else { return }
        update {
            batch.control(currentInputLine)
            promptIsShown = true
        }
    }

    /// Shows the prompt and the edited line again where the prompt is (after a key, a resize).
    package func redrawPrompt() {
        guard promptIsShown else { return prompt() }
        control(currentInputLine)
    }

    /// Shows the edited line again when the prompt shows (a new hint under it); else nothing.
    package func refreshInputLine() {
        guard promptIsShown else { return }
        control(currentInputLine)
    }

    /// Writes terminal controls (a cleared screen, an erased row) where the prompt goes.
    package func control(_ text: String) {
        update { batch.control(text) }
    }

    /// The user ended a line: the cursor is at the start of a new line, under the prompt's row.
    /// On a separate screen the live loading line moves under the line just typed.
    package func inputReceived() {
        promptIsShown = false
        promptIsErased = false
        transientIsLast = false
        guard let liveLine else { return }
        // Up to the live line (the prompt's row is one up), delete its row (the typed line moves
        // up into it), then show it again under the typed line.
        control(Self.rowUp + Self.rowUp + "\r" + Self.deleteRow + "\n" + liveLine + "\n")
    }

    /// The screen was cleared, or the terminal left (a suspend): nothing printed is shown any
    /// more, the prompt neither.
    package func screenCleared() {
        promptIsShown = false
        promptIsErased = false
        transientIsLast = false
        liveLine = nil
    }

    /// Erases the prompt and the edited line (a waiting `quit` ends the session).
    package func leavePrompt() {
        update {
            erasePrompt()
            promptIsErased = false
        }
    }

    /// Input ended with the prompt showing: move to a new line. A loading line still owed to
    /// the transcript is written to it (a script prints it too).
    package func finish() {
        update {
            if promptIsShown { batch.control("\n") }
            promptIsShown = false
            promptIsErased = false
            if let owedLine { batch.text(owedLine + "\n") }
            owedLine = nil
            liveLine = nil
        }
    }

    /// Erases the prompt until the update in progress ends.
    private func erasePrompt() {
        guard promptIsShown else { return }
        batch.control(clearsLine ? currentErase : "\n")
        promptIsShown = false
        promptIsErased = true
    }

    /// On a separate screen, a line replaces the live loading line: it is erased from the
    /// terminal and written to the transcript, before the line.
    private func settleLiveLine() {
        if liveLine != nil { batch.control(Self.rowUp + Self.eraseRow) }
        liveLine = nil
        if let owedLine { batch.text(owedLine + "\n") }
        owedLine = nil
    }

    /// Prints `text` as a line, over the transient line if it is the last one printed.
    private func print(_ text: String) {
        erasePrompt()
        if screenIsSeparate {
            settleLiveLine()
        } else if transientIsLast {
            batch.text(Self.rowUp + Self.eraseRow)
        }
        batch.text(text + "\n")
        transientIsLast = false
    }

    private var currentErase: String {
        eraseInputLine?() ?? Self.eraseRow
    }

    private var currentInputLine: String {
        inputLine?() ?? Self.promptText
    }
}
