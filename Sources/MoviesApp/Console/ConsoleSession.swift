import Flux
import FluxTextFormats

/// The interactive loop: reads input lines, turns them into actions, and lets the renderer show
/// the result (docs/flux-movies.md, "Terminal, scripts and keys").
///
/// Interactive (stdin is a terminal): a prompt, and each command is handled as soon as it is
/// typed, while effects run, except while a search loads: then lines wait their turn and run in
/// order once it has loaded (`cancel` and Ctrl-C act at once, and drop the waiting lines); at
/// the end, in-flight effects are cancelled. Not interactive (a pipe or a file): no prompt, and
/// each command waits until the effects of the previous ones have settled, so a transcript is
/// the same on every run; at the end, effects settle.
@MainActor
package final class ConsoleSession {
    let core: AppCore
    let output: ConsoleOutput
    let isInteractive: Bool
    /// The prompt waiting for the effects of the last line (`TERM=dumb`).
    private var pendingPrompt: Task<Void, Never>?
    /// Lines entered while a search or the recent searches load, in the order entered
    /// (interactive), and a `pick` waiting for the recent searches it listed.
    var waiting: [InputLine] = [] {
        didSet {
            if waiting.count != oldValue.count { waitingChanged?(waiting.count) }
        }
    }
    /// Told how many lines wait whenever that changes (the console shows it in the prompt:
    /// `(2 waiting) > `, issue 34, item 22); nil: not shown.
    package var waitingChanged: (@MainActor (Int) -> Void)?
    /// Run the waiting lines when nothing loads any more; empty while none wait.
    var idleWatches: [SubscriptionToken] = []
    /// The search of an `open TITLE` whose only film opens once it has loaded.
    var openWhenOnly: String?

    /// Whether a command failed: a line was refused with an `error:` line, or a search ended in
    /// a load failure (the exit status of a script).
    package private(set) var hasFailed = false
    /// A waiting line was `quit`: the session is over (see ``quitRequested``).
    package internal(set) var hasQuit = false
    /// Called once when a waiting line quits the session, so the input loop stops waiting for input.
    package var quitRequested: (@MainActor () -> Void)?

    /// The language and width of what the session prints; a new width (a resized terminal)
    /// applies to what is printed next.
    package var environment: ViewEnvironment
    var strings: Strings { environment.strings }
    private var layout: ConsoleLayout { ConsoleLayout(environment: environment) }
    /// Prints the screen in front again (the renderer's ``ConsoleRenderer/reprint()``), for
    /// `open N` of the movie already shown; nil: nothing is printed.
    package var showAgain: (@MainActor () -> Void)?
    /// Receives the lines of `help` as one block, so that a pager can hold what does not fit;
    /// nil, or with the transcript apart from the terminal: printed line by line.
    package var writeBlock: (@MainActor ([String]) -> Void)?

    /// Creates a session; start the renderer on the same output before `run`.
    /// - Parameters:
    ///   - core: the dispatcher and stores (with middleware, for a live session).
    ///   - environment: the texts' language and the width.
    ///   - output: where notes, errors and help go.
    ///   - isInteractive: stdin is a terminal.
    package init(core: AppCore, environment: ViewEnvironment, output: ConsoleOutput, isInteractive: Bool) {
        self.core = core
        self.environment = environment
        self.output = output
        self.isInteractive = isInteractive
    }

    /// Handles every line until `quit` or the end of `lines`, then settles (or, interactive,
    /// cancels) the effects in flight.
    package func run<Lines: AsyncSequence>(_ lines: Lines) async where Lines.Element == InputLine {
        output.prompt()
        do {
            for try await line in lines {
                output.inputReceived()
                guard !hasQuit, submit(line) else { break }
                if !isInteractive {
                    await core.dispatcher.effects.settle()
                    await runWaitingLines()
                    if core.state.search.error != nil { hasFailed = true }
                }
            }
        } catch {
            // The input failed like an end of input: finish the session the same way.
        }
        await finish()
    }

    /// Handles one line the user ended (the cursor is on a new line), then shows the prompt
    /// again (see ``run(_:)``); returns false for `quit`. Interactive, while a search loads (or
    /// lines wait), the line waits its turn, but `cancel`, which cancels the load at once and
    /// drops the waiting lines.
    package func submit(_ line: InputLine) -> Bool {
        var dropped: [InputLine] = []
        if isInteractive, isBusy {
            let parsed = CommandParser.parse(line)
            if parsed == .command(.cancel) {
                dropped = waiting
                waiting = []
            } else if parsed != .empty {
                wait(line)
                return true
            }
        }
        guard handle(line) else { return false }
        noteDropped(dropped)
        promptWhenReady()
        return true
    }

    /// Ends the session: the prompt is left, then the effects in flight are settled (or,
    /// interactive, cancelled).
    package func finish() async {
        pendingPrompt?.cancel()
        output.finish()
        if isInteractive { core.dispatcher.effects.cancelAll() }
        await core.dispatcher.effects.settle()
    }

    /// Ctrl-C at the prompt: undoes the nearest thing. A line that had text was cleared (by the
    /// editor): nothing more. Else a loading search is cancelled, as `cancel` does. Else, at an
    /// empty idle prompt, the first Ctrl-C prints how to exit, and a second one in a row
    /// (`followsExitHint`) exits.
    /// - Parameters:
    ///   - clearedText: the Ctrl-C cleared a non-empty line.
    ///   - followsExitHint: the key before it was a Ctrl-C that printed the exit hint.
    /// - Returns: what the Ctrl-C did.
    package func interrupt(clearedText: Bool, followsExitHint: Bool) -> InterruptOutcome {
        if clearedText { return .clearedLine }
        if core.state.search.loading != nil {
            let dropped = waiting
            waiting = []
            handle(.cancel)
            noteDropped(dropped)
            return .cancelledLoad
        }
        if followsExitHint { return .exit }
        layout.wrap(strings.note(.exitHint)).forEach(output.screenLine)
        return .exitHint
    }

    /// Shows the prompt; on a terminal that cannot erase it (`TERM=dumb`), only once the effects
    /// of the last line have settled, so that what they print comes before it, never after it.
    func promptWhenReady() {
        pendingPrompt?.cancel()
        guard isInteractive, !output.clearsLine else { return output.prompt() }
        pendingPrompt = Task { [weak self, core, output] in
            await core.dispatcher.effects.settle()
            // Waiting lines show the prompt once they have run.
            guard !Task.isCancelled, self?.waiting.isEmpty ?? true else { return }
            output.prompt()
        }
    }

    /// Handles one line; returns false for `quit`.
    @discardableResult
    package func handle(_ line: InputLine) -> Bool {
        let outcome = CommandResolver.resolve(CommandParser.parse(line), in: core.state)
        guard outcome != .listRecentFirst else {
            listRecent(thenRun: line)
            return true
        }
        return handle(outcome: outcome)
    }

    /// Runs `command` as if it was typed.
    @discardableResult
    package func handle(_ command: Command) -> Bool {
        handle(outcome: CommandResolver.resolve(command, in: core.state))
    }

    private func handle(outcome: CommandOutcome) -> Bool {
        switch outcome {
        case .ignore:
            break
        case .dispatch(let action, let note):
            if let note { print(strings.note(note)) }
            core.dispatcher.send(action)
        case .note(let note):
            print(strings.note(note))
        case .error(let error):
            hasFailed = true
            errorLine(strings.message(for: error))
        case .help:
            printBlock(strings.helpLines)
        case .explain(let word):
            printBlock(strings.commandHelp(word))
        case .showAgain:
            showAgain?()
        case .listRecentFirst:
            core.dispatcher.send(.suggestions(.requested))
        case .searchThenOpenOnly(let query):
            core.dispatcher.send(.search(.submitted(query: query)))
            openWhenOnly = query
            if isInteractive { watchForIdle() }
        case .quit:
            return false
        }
        return true
    }

    /// Prints a note or help text; a note may quote data (a query), so it is made visible. It
    /// answers the person: with the transcript in a file it shows on the terminal too, which
    /// would otherwise look dead (the transcript keeps it as before); a pipe's reader (`tee`)
    /// shows it.
    func print(_ text: String) {
        for line in layout.wrap(TerminalText.visible(text)) {
            output.line(line)
            if output.transcriptIsApart, !output.transcriptIsShown { output.screenLine(line) }
        }
    }

    /// Prints help text, through ``writeBlock`` when there is one (a pager).
    private func printBlock(_ texts: [String]) {
        guard let writeBlock, !output.transcriptIsApart else { return texts.forEach(print) }
        writeBlock(texts.flatMap { layout.wrap(TerminalText.visible($0)) })
    }

    /// Prints an `error:` line, made visible; at a terminal broken at spaces like the notes (the
    /// terminal would break it mid-word), in a file or pipe whole, one line per error.
    private func errorLine(_ text: String) {
        let visible = TerminalText.visible(text)
        (output.rewritesLines ? layout.wrap(visible) : [visible]).forEach(output.errorLine)
    }
}
