import Dispatch
import Foundation
import LineEditing
import MoviesApp
import MoviesData

/// `replay --step` at a terminal: the commands are typed through the same ``LineEditor`` as the
/// console's (history, search, completion of the command words), the history kept in the data
/// directory's `replay-history` file, apart from the app's `history`.
///
/// Enter runs a command; Ctrl-D on an empty line and `quit` end the session (status 0); Ctrl-C
/// clears the line, and on an empty line ends the session (status 130); Ctrl-Z suspends; Ctrl-L
/// clears the screen and shows the line again; a resize is followed by the line.
@MainActor
final class StepConsole {
    /// The history file's name in the data directory.
    static let historyFileName = "replay-history"
    /// The words Tab completes.
    static let commandWords = ["diff", "goto", "help", "next", "prev", "quit", "screen", "state"]

    private var editor: LineEditor
    private let output: ConsoleOutput
    private let history: CommandHistoryWriter
    private let handleLine: @MainActor (String) -> Bool
    private var exitStatus: Int32 = 0

    /// A console over `output` whose lines `handleLine` runs (false: the session ends).
    init(
        output: ConsoleOutput, history: CommandHistoryWriter, strings: Strings,
        handleLine: @escaping @MainActor (String) -> Bool
    ) {
        self.output = output
        self.history = history
        self.handleLine = handleLine
        editor = LineEditor(
            prompt: ConsoleOutput.promptText, width: StandardStreams.terminalWidth ?? 80,
            completions: Self.commandWords)
        editor.searchLabels = .of(strings)
    }

    /// The history writer of the data directory `flag` names (the app's default without one).
    static func history(dataDirectory flag: String?) -> CommandHistoryWriter {
        let directory = DataDirectory.resolveForCurrentProcess(flag: flag).url
        return CommandHistoryWriter(store: CommandHistoryStore(directory: directory, fileName: historyFileName))
    }

    /// Runs until `quit`, Ctrl-D or Ctrl-C on an empty line, or the end of input; returns the
    /// exit status, or nil when the terminal refuses raw mode (the caller reads plain lines).
    func run() async -> Int32? {
        guard RawMode.enter() else { return nil }
        TerminalRestoration.install()
        defer { RawMode.leave() }
        var withHistory = LineEditor(
            prompt: editor.prompt, width: editor.width, history: EditHistory(await history.earlierLines()),
            completions: editor.completions)
        withHistory.searchLabels = editor.searchLabels
        editor = withHistory
        output.inputLine = { [unowned self] in self.editor.redraw() }
        output.eraseInputLine = { [unowned self] in self.editor.erase() }
        let resize = await SignalHandlers.install([(SIGWINCH, { @MainActor [weak self] in self?.resized() })])
        output.prompt()
        keys: for await batch in KeyReader.stream() {
            for key in batch where !handle(key) { break keys }
        }
        resize.cancel()
        await history.close()
        return exitStatus
    }

    /// Handles one key; returns false when the session ends.
    private func handle(_ key: EditKey) -> Bool {
        let (bytes, event) = editor.handle(key)
        if !bytes.isEmpty { output.control(bytes) }
        switch event {
        case .submit(let line)?:
            output.inputReceived()
            history.append(line)
            guard handleLine(line) else { return false }
            output.prompt()
        case .interrupt(let clearedText)?:
            guard !clearedText else { return true }
            output.control("\r\n")
            output.inputReceived()
            exitStatus = InteractiveConsole.interruptedStatus
            return false
        case .endOfInput?:
            output.inputReceived()
            return false
        case .suspend?:
            output.control("\r\n")
            output.inputReceived()
            RawMode.leave()
            InteractiveConsole.stopProcess()
            _ = RawMode.enter()
            resized()
        case .clearScreen?:
            output.control("\u{1B}[H\u{1B}[2J")
            output.screenCleared()
            output.prompt()
        case .candidates(let words)?:
            CandidateColumns.lines(words, width: editor.width).forEach(output.line)
        case nil:
            break
        }
        return true
    }

    /// The terminal was resized (or the process continued): the line is shown for the new width.
    private func resized() {
        if let width = StandardStreams.terminalWidth { editor.width = width }
        output.redrawPrompt()
    }
}
