import Flux
import FluxActionLog
import Foundation
import MoviesApp

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
    }

    /// Runs the command and returns its exit status.
    static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        switch LaunchArguments.parse(arguments) {
        case .failure(let error):
            StandardStreams.writeErrorLine("flux-movies: \(error)")
            StandardStreams.writeError("\n\(LaunchArguments.usage)\n")
            return ExitStatus.usage
        case .success(.help):
            StandardStreams.writeOutput(LaunchArguments.usage + "\n")
            return ExitStatus.ok
        case .success(.version):
            StandardStreams.writeOutput("\(AppVersion.name) \(AppVersion.current)\n")
            return ExitStatus.ok
        case .success(.run(let options)):
            return await runConsole(options, environment: environment)
        case .success(.replay(let options)):
            return await ReplayCommand.run(options, environment: environment)
        }
    }

    /// Builds the dependencies and runs an interactive (or scripted) session.
    static func runConsole(_ options: RunOptions, environment: [String: String]) async -> Int32 {
        let terminal = StandardStreams.isTerminal
        let viewEnvironment = ViewEnvironment.detect(
            environment: environment, stdoutIsTerminal: terminal.output,
            terminalWidth: terminal.output ? StandardStreams.terminalWidth : nil, noColorFlag: options.noColor)
        let source: MoviesSource
        do {
            source = try MoviesSource.make(options, environment: environment, language: viewEnvironment.language)
        } catch {
            StandardStreams.writeErrorLine("flux-movies: \(error.message)")
            return error.exitStatus
        }
        let core = AppCore.live(dependencies: source.dependencies)
        let recorder: ActionLogRecorder<AppAction>?
        do {
            recorder = try SessionRecording.start(options, dispatcher: core.dispatcher)
        } catch {
            StandardStreams.writeErrorLine("flux-movies: \(error.message)")
            return error.exitStatus
        }
        // stdin a terminal but stdout a pipe (`flux-movies | tee log.txt`): the prompt and what
        // erases it go to stderr, if that is a terminal; the pipe gets only the lines.
        let promptsOnError = terminal.input && !terminal.output && StandardStreams.errorIsTerminal
        let writeControl: (@MainActor (String) -> Void)? =
            promptsOnError ? { @MainActor (text: String) in StandardStreams.writeError(text) } : nil
        let output = ConsoleOutput(
            showsPrompt: terminal.input && (terminal.output || promptsOnError),
            clearsLine: environment["TERM"] != "dumb", writeText: { text in StandardStreams.writeOutput(text) },
            writeControl: writeControl)
        let renderer = ConsoleRenderer(stores: core.stores, environment: viewEnvironment) { output.line($0) }
        let session = ConsoleSession(
            core: core, environment: viewEnvironment, output: output,
            isInteractive: terminal.input)
        let diagnostics = FailureDiagnostics.attach(to: core.dispatcher, output: output)
        let welcome = viewEnvironment.strings.welcome(source: source.name)
        if promptsOnError {
            StandardStreams.writeError(welcome + "\n")
        } else if terminal.input {
            output.line(welcome)
        }
        renderer.start()
        await session.run(StandardInputLines.stream())
        renderer.stop()
        diagnostics.cancel()
        recorder?.close()
        return ExitStatus.ok
    }
}
