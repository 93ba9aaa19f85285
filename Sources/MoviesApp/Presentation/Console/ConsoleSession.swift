import Flux
import FluxTextFormats

/// The interactive loop: reads input lines, turns them into actions, and lets the renderer show
/// the result (docs/flux-movies.md, "Terminal, scripts and keys").
///
/// Interactive (stdin is a terminal): a prompt, and each command is handled as soon as it is
/// typed, while effects run; at the end, in-flight effects are cancelled. Not interactive (a
/// pipe or a file): no prompt, and each command waits until the effects of the previous ones
/// have settled, so a transcript is the same on every run; at the end, effects settle.
@MainActor
package final class ConsoleSession {
    private let core: AppCore
    private let output: ConsoleOutput
    private let isInteractive: Bool
    /// The prompt waiting for the effects of the last line (`TERM=dumb`).
    private var pendingPrompt: Task<Void, Never>?

    /// The language and width of what the session prints; a new width (a resized terminal)
    /// applies to what is printed next.
    package var environment: ViewEnvironment
    private var strings: Strings { environment.strings }
    private var layout: ConsoleLayout { ConsoleLayout(environment: environment) }
    /// Prints the screen in front again (the renderer's ``ConsoleRenderer/reprint()``), for
    /// `open N` of the movie already shown; nil: nothing is printed.
    package var showAgain: (@MainActor () -> Void)?

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
                guard submit(line) else { break }
                if !isInteractive { await core.dispatcher.settle() }
            }
        } catch {
            // The input failed like an end of input: finish the session the same way.
        }
        await finish()
    }

    /// Handles one line the user ended (the cursor is on a new line), then shows the prompt
    /// again (see ``run(_:)``); returns false for `quit`.
    package func submit(_ line: InputLine) -> Bool {
        guard handle(line) else { return false }
        promptWhenReady()
        return true
    }

    /// Ends the session: the prompt is left, then the effects in flight are settled (or,
    /// interactive, cancelled).
    package func finish() async {
        pendingPrompt?.cancel()
        output.finish()
        if isInteractive { core.dispatcher.cancelAllEffects() }
        await core.dispatcher.settle()
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
            handle(.cancel)
            return .cancelledLoad
        }
        if followsExitHint { return .exit }
        print(strings.note(.exitHint))
        return .exitHint
    }

    /// Shows the prompt; on a terminal that cannot erase it (`TERM=dumb`), only once the effects
    /// of the last line have settled, so that what they print comes before it, never after it.
    private func promptWhenReady() {
        pendingPrompt?.cancel()
        guard isInteractive, !output.clearsLine else { return output.prompt() }
        pendingPrompt = Task { [core, output] in
            await core.dispatcher.settle()
            guard !Task.isCancelled else { return }
            output.prompt()
        }
    }

    /// Handles one line; returns false for `quit`.
    @discardableResult
    package func handle(_ line: InputLine) -> Bool {
        handle(outcome: CommandResolver.resolve(CommandParser.parse(line), in: core.state))
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
            output.line(TerminalText.visible(strings.message(for: error)))
        case .help:
            strings.helpLines.forEach(print)
        case .explain(let word):
            strings.commandHelp(word).forEach(print)
        case .showAgain:
            showAgain?()
        case .quit:
            return false
        }
        return true
    }

    /// Prints a note or help text; a note may quote data (a query), so it is made visible.
    private func print(_ text: String) {
        layout.wrap(TerminalText.visible(text)).forEach(output.line)
    }
}
