/// Where the console's text goes, keeping an interactive prompt at the bottom.
///
/// With a prompt, lines printed while the prompt is showing (effects finishing while the user
/// types) first erase the prompt line, then the prompt is shown again under them.
@MainActor
package final class ConsoleOutput {
    /// The prompt shown on a terminal.
    package static let promptText = "> "

    private let showsPrompt: Bool
    private let clearsLine: Bool
    private let writeText: @MainActor (String) -> Void
    private var promptIsShown = false

    /// Creates an output.
    /// - Parameters:
    ///   - showsPrompt: show a prompt (stdin is a terminal).
    ///   - clearsLine: erase the prompt with ANSI `ESC [K` before printing under it (a capable terminal).
    ///   - writeText: writes raw text (newlines included) to the destination.
    package init(showsPrompt: Bool, clearsLine: Bool = true, writeText: @escaping @MainActor (String) -> Void) {
        self.showsPrompt = showsPrompt
        self.clearsLine = clearsLine
        self.writeText = writeText
    }

    /// Prints one line.
    package func line(_ text: String) {
        if promptIsShown {
            writeText(clearsLine ? "\r\u{1B}[K" : "\n")
            writeText(text + "\n")
            writeText(Self.promptText)
        } else {
            writeText(text + "\n")
        }
    }

    /// Shows the prompt (no-op without one, or when it is already shown).
    package func prompt() {
        guard showsPrompt, !promptIsShown else { return }
        writeText(Self.promptText)
        promptIsShown = true
    }

    /// The user ended a line: the cursor is at the start of a new line, under the prompt.
    package func inputReceived() {
        promptIsShown = false
    }

    /// Input ended with the prompt showing: move to a new line.
    package func finish() {
        if promptIsShown { writeText("\n") }
        promptIsShown = false
    }
}
