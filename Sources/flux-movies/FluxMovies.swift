import Flux
import FluxActionLog
import Foundation
import MoviesApp
import MoviesData

/// The `flux-movies` command: parses the arguments, builds the app for the chosen source and
/// runs the console on stdin/stdout (recording it with `--record`), or replays a recorded
/// session (`flux-movies replay`, see `ReplayCommand`).
@MainActor
enum FluxMovies {
    /// Exit statuses.
    enum ExitStatus {
        static let ok: Int32 = 0
        static let startupFailure: Int32 = 1
        /// `replay`: a divergence, a bad log or a truncated last line.
        static let replayFailure: Int32 = 1
        static let usage: Int32 = 2
        /// `replay`: the crash the log recorded reproduces (the actions before it were replayed).
        static let reproducedCrash: Int32 = 3
        /// `replay`: the invariant break the log recorded reproduces.
        static let reproducedBreak: Int32 = 4
        /// A script (stdin not a terminal) in which a command failed.
        static let commandFailed: Int32 = 1
    }

    /// Runs the command and returns its exit status. The language of the usage and of the
    /// messages comes from the environment first, before the arguments are parsed.
    static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        // Every signal that ends the process ends it, terminal restored, whatever the Swift
        // runtime's backtracer does (TerminalRestoration).
        TerminalRestoration.install()
        let strings = Language.detect(environment: environment).strings
        switch LaunchArguments.parse(arguments) {
        case .failure(let error):
            StandardStreams.writeErrorLine("flux-movies: \(strings.usageError(error))")
            StandardStreams.writeError(strings.tryHelp + "\n")
            return ExitStatus.usage
        case .success(.help):
            StandardStreams.writeOutput(strings.usage + "\n")
            return ExitStatus.ok
        case .success(.version):
            StandardStreams.writeOutput("\(AppVersion.name) \(AppVersion.current)\n")
            return ExitStatus.ok
        case .success(.run(let options)):
            return await runConsole(options, environment: environment)
        case .success(.replay(let options)):
            return await ReplayCommand.run(options, environment: environment, strings: strings)
        }
    }

    /// Builds the dependencies and runs an interactive (or scripted) session.
    static func runConsole(_ options: RunOptions, environment: [String: String]) async -> Int32 {
        let terminal = StandardStreams.isTerminal
        let viewEnvironment = ViewEnvironment.detect(
            environment: environment, stdoutIsTerminal: terminal.output,
            terminalWidth: StandardStreams.layoutWidth, noColorFlag: options.noColor)
        let errors = ErrorLines(strings: viewEnvironment.strings)
        if StandardStreams.errorIsTerminal { errors.width = viewEnvironment.width }
        let source: MoviesSource
        do {
            source = try MoviesSource.make(
                options, environment: environment, language: viewEnvironment.language, errors: errors)
        } catch {
            errors.write(error.message)
            return error.exitStatus
        }
        let core = AppCore.live(dependencies: source.dependencies)
        let recorder: ActionLogRecorder<AppAction>?
        do {
            recorder = try SessionRecording.start(options, dispatcher: core.dispatcher, errors: errors)
        } catch {
            errors.write(error.message)
            return error.exitStatus
        }
        let blackBox = CrashBlackBox.start(
            options, dispatcher: core.dispatcher, dataDirectory: source.dataDirectory, errors: errors)
        let mode = ConsoleMode(
            terminal: terminal, errorIsTerminal: StandardStreams.errorIsTerminal,
            outputIsPipe: StandardStreams.outputIsPipe, environment: environment)
        let output = mode.makeOutput()
        // Every line of the renderer goes through the pager, which passes it on until it is on.
        let pager = Pager(output: output, strings: viewEnvironment.strings) { Pager.terminalRows(of: STDOUT_FILENO) }
        let renderer = ConsoleRenderer(
            stores: core.stores, environment: viewEnvironment,
            writeLoading: { pager.transientLine($0) }, write: { pager.line($0) })
        renderer.writeScreen = { pager.showScreen($0) }
        renderer.groupWrites = { output.update($0) }
        if output.rewritesLines {
            renderer.updateLoading = { output.updateTransientLine($0) }
            renderer.showsPosterLoading = true
        }
        let session = ConsoleSession(
            core: core, environment: viewEnvironment, output: output, isInteractive: terminal.input)
        session.showAgain = { renderer.reprint() }
        session.writeBlock = { pager.showScreen($0) }
        errors.output = output
        let diagnostics = FailureDiagnostics.attach(to: core.dispatcher, errors: errors)
        // The greeting breaks at spaces to fit the width, like the hints.
        let welcome = LineWrapping.wrap(
            viewEnvironment.strings.welcome(source: source.kind), to: viewEnvironment.width)
        if mode.promptsOnError {
            welcome.forEach { StandardStreams.writeError($0 + "\n") }
        } else if terminal.input {
            welcome.forEach(output.line)
        }
        renderer.start()
        let status: Int32
        if mode.editsLines {
            let history = CommandHistoryWriter(
                store: CommandHistoryStore(directory: source.dataDirectory, warnings: errors.warnings))
            let console = InteractiveConsole(
                session: session, output: output, renderer: renderer, history: history,
                widthDescriptor: mode.promptDescriptor, suggestionsCore: options.suggests ? core : nil,
                pager: output.rewritesLines ? pager : nil)
            status = await console.run()
        } else {
            // A script keeps no history, but removes what killed sessions left of it.
            await CommandHistoryStore(directory: source.dataDirectory, warnings: errors.warnings)
                .removeStaleTemporaries()
            await session.run(StandardInputLines.stream(until: session))
            // A script fails when a command failed (an `error:` line, a failed load).
            status = !terminal.input && session.hasFailed ? ExitStatus.commandFailed : ExitStatus.ok
        }
        renderer.stop()
        errors.output = nil
        diagnostics.cancel()
        recorder?.close()
        blackBox?.close()
        return status
    }
}
