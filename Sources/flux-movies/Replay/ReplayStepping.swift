import Flux
import FluxActionLog
import MoviesApp

/// `flux-movies replay FILE --step`: time travel driven by commands on stdin (see
/// `ReplayStepSession`). FILE is read through `ReplayInput` (time travel seeks back in it). The
/// whole log is replayed once first (verified with `--verify`), keeping checkpoints, then the
/// session starts at seq 0; with `--until SEQ`, only up to SEQ, where the session starts, and the
/// rest is read when a move goes beyond it.
@MainActor
enum ReplayStepping {
    /// Runs the time travel until `quit` or the end of stdin; returns the exit status (1 when
    /// the log cannot be replayed or ends with a truncated line, which is reported first);
    /// messages are worded in `strings`' language.
    /// The first line at a terminal (the step commands are English, as their help is).
    static let hint = "type help for commands"

    static func run(
        _ options: ReplayOptions, input: ReplayInput, environment: [String: String], strings: Strings
    ) async -> Int32 {
        let core = AppCore()
        let player: ActionLogPlayer<AppAction>
        var header: ActionLogHeader?
        do {
            let reader = try ActionLogReader<AppAction>(path: options.path)
            header = reader.header
            try ReplayLogCheck.requireApp(reader.header, path: options.path, strings: strings)
            player = try makePlayer(options, input: input, fileSize: reader.fileSize, core: core, strings: strings)
        } catch {
            let status = ReplayCommand.fail(error, input: input, strings: strings)
            if ReplayLogCheck.isDivergence(error) {
                ReplayLogCheck.noteOtherVersion(header, path: input.displayPath, strings: strings)
            }
            return status
        }
        if let until = options.until, player.reachedEnd, player.lastSequence < until {
            let message = ReplayMessage.untilBeyondLog(until: until, path: input.displayPath, last: player.lastSequence)
            StandardStreams.writeErrorLine("flux-movies: \(strings.replayMessage(message))")
            return FluxMovies.ExitStatus.usage
        }
        if let truncation = player.truncation {
            StandardStreams.writeErrorLine("flux-movies: \(input.displayed("\(truncation)"))")
        }
        let terminal = StandardStreams.isTerminal
        let output = ConsoleOutput(showsPrompt: terminal.input, clearsLine: environment["TERM"] != "dumb") { text in
            StandardStreams.writeOutput(text)
        }
        // At a terminal, long lines (help, diffs) break at spaces instead of the terminal's edge.
        let session = ReplayStepSession(
            player: player, stores: core.stores, environment: ReplayCommand.viewEnvironment(options, environment),
            wrapsLines: terminal.output
        ) { output.line(input.displayed($0)) }
        // Someone typing gets one line saying where the commands are (issue 34); a script does not.
        if terminal.input { output.line(Self.hint) }
        do {
            try session.start(at: options.until ?? 0)
        } catch {
            return ReplayCommand.fail(error, input: input, strings: strings)
        }
        let edits = terminal.input && terminal.output && environment["TERM"] != "dumb"
        let console =
            edits
            ? StepConsole(
                output: output, history: StepConsole.history(dataDirectory: options.dataDirectory), strings: strings
            ) { session.handle(.text($0)) } : nil
        var status = FluxMovies.ExitStatus.ok
        if let edited = await console?.run() {
            status = edited
        } else {
            output.prompt()
            for await line in StandardInputLines.stream() {
                output.inputReceived()
                guard session.handle(line) else { break }
                output.prompt()
            }
        }
        output.finish()
        return player.truncation == nil ? status : FluxMovies.ExitStatus.replayFailure
    }

    /// Replays the log once (with a progress line counted in actions on a terminal, in `strings`'
    /// language).
    private static func makePlayer(
        _ options: ReplayOptions, input: ReplayInput, fileSize: Int64, core: AppCore, strings: Strings
    ) throws -> ActionLogPlayer<AppAction> {
        let progress = ProgressLine.make(path: input.displayPath, fileSize: fileSize, strings: strings) {
            Int64(clamping: options.until ?? LogLineCount.lastSequence(path: options.path) ?? 0)
        }
        defer { progress?.erase() }
        let onRecord = { (record: ActionLogRecord<AppAction>) -> Void in
            progress?.update(done: Int64(clamping: record.sequence), sequence: record.sequence)
        }
        // With --until, only that much is replayed first: the rest is read when stepping goes there.
        if let until = options.until {
            return try ActionLogPlayer(path: options.path, until: until, verify: options.verify, onRecord: onRecord) {
                core.dispatcher
            }
        }
        return try ActionLogPlayer(path: options.path, verify: options.verify, onRecord: onRecord) { core.dispatcher }
    }
}
