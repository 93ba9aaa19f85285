/// Where the console's text goes, keeping an interactive prompt at the bottom.
///
/// Lines go to `writeText`; the prompt and the controls that erase it go to `writeControl`
/// (stderr when stdout is a pipe but stdin and stderr are a terminal, so a pipe gets only the
/// lines: `flux-movies | tee log.txt`).
///
/// - A capable terminal: a line printed while the prompt shows (an effect finishing while the
///   user types) first erases the prompt (`\r`, `ESC [K`), then the prompt is shown again under it.
/// - `TERM=dumb` (`clearsLine` false): no escape sequence is ever sent; the session shows the
///   prompt only once the effects of the last line have settled (``ConsoleSession``), so each
///   input line gets exactly one prompt. A line that still arrives while the prompt shows goes on
///   a new line and the prompt follows it.
@MainActor
package final class ConsoleOutput {
    /// The prompt shown on a terminal.
    package static let promptText = "> "

    private let showsPrompt: Bool
    /// Whether the prompt can be erased in place (a terminal whose `TERM` is not `dumb`).
    package let clearsLine: Bool
    private let writeText: @MainActor (String) -> Void
    private let writeControl: @MainActor (String) -> Void
    private var promptIsShown = false

    /// Creates an output.
    /// - Parameters:
    ///   - showsPrompt: show a prompt (stdin is a terminal, and so is where the prompt goes).
    ///   - clearsLine: erase the prompt with ANSI `ESC [K` before printing under it (a capable terminal).
    ///   - writeText: writes the lines (newlines included) to the destination.
    ///   - writeControl: writes the prompt and its controls; nil: `writeText`.
    package init(
        showsPrompt: Bool, clearsLine: Bool = true, writeText: @escaping @MainActor (String) -> Void,
        writeControl: (@MainActor (String) -> Void)? = nil
    ) {
        self.showsPrompt = showsPrompt
        self.clearsLine = clearsLine
        self.writeText = writeText
        self.writeControl = writeControl ?? writeText
    }

    /// Prints one line.
    package func line(_ text: String) {
        line(text, through: writeText)
    }

    /// Prints one line through `write` (another stream: the stderr diagnostics of a failed load)
    /// the way ``line(_:)`` does, so that it is never glued to the prompt.
    package func line(_ text: String, through write: @MainActor (String) -> Void) {
        guard promptIsShown else { return write(text + "\n") }
        writeControl(clearsLine ? "\r\u{1B}[K" : "\n")
        write(text + "\n")
        writeControl(Self.promptText)
    }

    /// Shows the prompt (no-op without one, or when it is already shown).
    package func prompt() {
        guard showsPrompt, !promptIsShown else { return }
        writeControl(Self.promptText)
        promptIsShown = true
    }

    /// The user ended a line: the cursor is at the start of a new line, under the prompt.
    package func inputReceived() {
        promptIsShown = false
    }

    /// Input ended with the prompt showing: move to a new line.
    package func finish() {
        if promptIsShown { writeControl("\n") }
        promptIsShown = false
    }
}
