import Dispatch
import LineEditing
import MoviesApp
import MoviesData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The console at a terminal: stdin in raw mode, keys through the ``LineEditor``, lines to the
/// ``ConsoleSession``, Ctrl-C, Ctrl-D, Ctrl-Z, Ctrl-L, resizes and the loading line's seconds
/// (docs/flux-movies.md, "Terminal, scripts and keys").
///
/// Everything runs on the main actor, one key after another, so a line and the keys after it
/// act in the order typed. The editor's bytes go where the prompt goes (`output`'s controls).
@MainActor
final class InteractiveConsole {
    /// The exit status after a second Ctrl-C in a row.
    static let interruptedStatus: Int32 = 130
    private static let clearScreen = "\u{1B}[H\u{1B}[2J"

    private var editor: LineEditor
    private let session: ConsoleSession
    private let output: ConsoleOutput
    private let renderer: ConsoleRenderer
    private let history: CommandHistoryWriter
    /// The terminal whose width the editor follows (stdout, or stderr when stdout is a pipe).
    private let widthDescriptor: Int32
    /// The live suggestions' link, while the console runs with suggestions on.
    private var suggestions: LiveSuggestionsLink?
    private let suggestionsCore: AppCore?
    /// Pages a details screen taller than the terminal (stdout the terminal); nil: no paging.
    private let pager: Pager?
    private var followsExitHint = false
    private var exitStatus: Int32 = 0

    /// Creates the console; `run()` starts it.
    /// - Parameters:
    ///   - session: handles the lines.
    ///   - output: the console's output; its prompt becomes the editor's line.
    ///   - renderer: the stores' view (printed again by Ctrl-L, its width follows resizes).
    ///   - history: the lines of earlier sessions, and where new lines are saved.
    ///   - widthDescriptor: the terminal the prompt is on.
    ///   - suggestionsCore: the app whose live suggestions show under the line; nil: none
    ///     (`--no-suggest`).
    ///   - pager: the renderer's pager, turned on once the terminal is raw; nil: no paging.
    init(
        session: ConsoleSession, output: ConsoleOutput, renderer: ConsoleRenderer, history: CommandHistoryWriter,
        widthDescriptor: Int32, suggestionsCore: AppCore? = nil, pager: Pager? = nil
    ) {
        self.session = session
        self.pager = pager
        self.suggestionsCore = suggestionsCore
        self.output = output
        self.renderer = renderer
        self.history = history
        self.widthDescriptor = widthDescriptor
        editor = LineEditor.console(
            language: renderer.environment.language, width: StandardStreams.terminalWidth(of: widthDescriptor) ?? 80)
    }

    /// Runs until `quit`, Ctrl-D, the end of input or a second Ctrl-C; returns the exit status.
    /// Falls back to plain lines when the terminal refuses raw mode.
    func run() async -> Int32 {
        guard RawMode.enter() else {
            await session.run(StandardInputLines.stream(until: session))
            return 0
        }
        TerminalRestoration.install()
        defer { RawMode.leave() }
        editor = LineEditor.console(
            language: renderer.environment.language, width: editor.width,
            history: EditHistory(await history.earlierLines()))
        output.inputLine = { [unowned self] in self.pager?.promptLine ?? self.editor.redraw() }
        output.eraseInputLine = { [unowned self] in self.pager?.eraseLine ?? self.editor.erase() }
        pager?.isEnabled = true
        editor.dimsHint = renderer.environment.usesColor
        suggestions = suggestionsCore.map { core in
            LiveSuggestionsLink(core: core) { [unowned self] hint in self.show(hint) }
        }
        let signals = await SignalHandlers.install([
            (SIGWINCH, { @MainActor [weak self] in self?.resized() }),
            (SIGCONT, { @MainActor [weak self] in self?.resumed() }),
            (SIGTSTP, { @MainActor [weak self] in self?.suspend() }),
        ])
        let ticker = Task { [renderer] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(100))
                renderer.tick()
            }
        }
        // The keys, until they end or a line that waited its turn quits.
        let (keys, relay) = AsyncStream.makeStream(of: [EditKey].self)
        let reader = Task {
            for await batch in KeyReader.stream() { relay.yield(batch) }
            relay.finish()
        }
        session.quitRequested = { relay.finish() }
        session.waitingChanged = { [unowned self] count in self.showWaiting(count) }
        output.prompt()
        keys: for await batch in keys {
            for key in batch where session.hasQuit || !handle(key) { break keys }
        }
        reader.cancel()
        ticker.cancel()
        signals.cancel()
        suggestions?.stop()
        await session.finish()
        await history.close()
        return exitStatus
    }

    /// Handles one key; returns false when the session ends.
    private func handle(_ key: EditKey) -> Bool {
        if let pager, pager.isPaging, pager.handle(key) { return true }
        let followedHint = followsExitHint
        followsExitHint = false
        let lineBefore = editor.buffer.text
        let (bytes, event) = editor.handle(key)
        if !bytes.isEmpty { output.control(bytes) }
        updateSuggestions(after: key, lineBefore: lineBefore)
        guard let event else { return true }
        switch event {
        case .submit(let line):
            output.inputReceived()
            history.append(line)
            // The editor shows bytes that are not UTF-8 as U+FFFD: such a line is refused, as in a script.
            return session.submit(line.unicodeScalars.contains("\u{FFFD}") ? .notUTF8 : .text(line))
        case .interrupt(let clearedText):
            switch session.interrupt(clearedText: clearedText, followsExitHint: followedHint) {
            case .exitHint: followsExitHint = true
            case .exit:
                exitStatus = Self.interruptedStatus
                return false
            case .clearedLine, .cancelledLoad: break
            }
        case .endOfInput:
            output.inputReceived()
            return false
        case .suspend: suspend()
        case .clearScreen:
            output.control(Self.clearScreen)
            output.screenCleared()
            // A redraw is for the terminal: with the transcript in a file, the list is not on the
            // terminal to redraw, and writing it again would repeat it in the file.
            if !output.transcriptIsApart { renderer.reprint() }
            output.prompt()
        case .candidates(let words):
            output.update { CandidateColumns.lines(words, width: editor.width).forEach(output.line) }
        }
        return true
    }

    /// Tells the live suggestions what is typed now: a line edited by a key (typing, deleting, a
    /// completion) is looked up; a line recalled from the history, entered or cleared is not.
    private func updateSuggestions(after key: EditKey, lineBefore: String) {
        guard let suggestions else { return }
        switch key {
        case .up, .down, .enter, .interrupt, .suspend, .reverseSearch: suggestions.cleared()
        default:
            let line = editor.buffer.text
            if line != lineBefore { suggestions.lineChanged(line) }
        }
    }

    /// Shows how many typed lines wait in the prompt (`(2 waiting) > `), or the plain prompt.
    private func showWaiting(_ count: Int) {
        editor.prompt = count > 0 ? renderer.environment.strings.waitingPrompt(count) : ConsoleOutput.promptText
        output.refreshInputLine()
    }

    /// Shows a new hint under the line (or erases the one shown).
    private func show(_ hint: LineHint?) {
        guard editor.hint != hint else { return }
        editor.hint = hint
        output.refreshInputLine()
    }

    /// Ctrl-Z, or SIGTSTP from outside (`kill -TSTP`): the terminal as it was, then the process
    /// stops (the shell shows its prompt); when it is continued (`fg`), raw mode again, and the
    /// line is shown again.
    private func suspend() {
        output.control("\r\n")
        output.screenCleared()
        RawMode.leave()
        Self.stopProcess()
        resumed()
    }

    /// Stops the process with SIGTSTP, as the terminal's Ctrl-Z does, and returns once it is
    /// continued. The main actor may run on a thread that blocks SIGTSTP (Dispatch's worker
    /// threads block most signals), so the signal is unblocked on this thread while it is raised;
    /// and it is raised with the default action, which stops, rather than with the handler of
    /// the SIGTSTP source (which would only call ``suspend()`` again).
    static func stopProcess() {
        var stop = sigset_t()
        var previous = sigset_t()
        var defaultAction = sigaction()
        var handler = sigaction()
        sigemptyset(&defaultAction.sa_mask)
        sigaction(SIGTSTP, &defaultAction, &handler)
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        sigaction(SIGTSTP, &handler, nil)
    }

    /// Continued after a stop: raw mode again, the width read again, the line shown again.
    private func resumed() {
        _ = RawMode.enter()
        resized()
    }

    /// The terminal was resized: the next output and the line use the new width.
    private func resized() {
        guard let width = StandardStreams.terminalWidth(of: widthDescriptor) else { return }
        editor.width = width
        var environment = renderer.environment
        environment.width = max(ViewEnvironment.minimumWidth, width)
        renderer.environment = environment
        session.environment = environment
        pager?.strings = environment.strings
        // The terminal has reflowed the rows under the prompt (a hint row 90 columns wide is three
        // rows at 40): clear from the prompt's row down before drawing the line and its hint again.
        output.control("\r\u{1B}[J")
        output.redrawPrompt()
    }
}
