import Flux
import FluxActionLog
import FluxReplayTool
import MoviesApp

/// `flux-movies replay FILE`: replays a recorded session into fresh stores with no middleware,
/// so no effect runs: no network, no data directory, nothing but the log is read.
///
/// Prints what the console's renderer printed during the session (`--print renders`, the
/// default; in the language, width and colour of this terminal), the states after every action
/// (`states`) or after the last (`final`), as JSON lines; `--step` is interactive time travel
/// (see `ReplayStepping`). Exit status: 0 ok; 1 a divergence (`--verify`), a bad log or a
/// truncated last line (everything before it is replayed and printed first); 2 a usage mistake,
/// including `--until` beyond the log; 3 the crash the log recorded reproduces; 4 the invariant
/// break the log recorded reproduces.
///
/// No reducer runs in this process: each mode, `--step` included, runs in a child process of
/// this program (`ReplaySupervisor`, in FluxReplayTool), which replays in process. A log that
/// recorded a failure (its last action interrupted by a crash, or an invariant break) is checked
/// first: where the failure reproduces, only the actions before it are replayed and written,
/// then the failure is named; one that no longer reproduces is noted. A crash the log did not
/// record is found the same way: the mode's output for the actions before it, then its name.
@MainActor
enum ReplayCommand {
    /// Runs the replay and returns the exit status; messages are worded in `strings`' language.
    static func run(_ options: ReplayOptions, environment: [String: String], strings: Strings) async -> Int32 {
        let isChild = ReplayChildProcess.isChild(environment)
        let input: ReplayInput
        do {
            // Children read the log again; so do --until, --step, --export and --emit-test.
            let readsTwice =
                !isChild || options.until != nil || options.step || options.export != nil || options.emitTest != nil
            input = try ReplayInput.prepare(
                path: options.path, readsTwice: readsTwice,
                displayPath: isChild ? environment[ReplayInput.displayVariable] : nil)
        } catch {
            return fail(error, strings: strings)
        }
        defer { input.remove() }
        var readOptions = options
        readOptions.path = input.readPath
        if let message = untilProblem(readOptions, input: input) {
            StandardStreams.writeErrorLine("flux-movies: \(strings.replayMessage(message))")
            return FluxMovies.ExitStatus.usage
        }
        if isChild {
            let crash = ReplayChildProcess.toldCrash(environment)
            return await runMode(readOptions, input: input, environment: environment, strings: strings, crash: crash)
        }
        switch options.mode {
        case .step: return ReplayChildren.step(readOptions, input: input, environment: environment, strings: strings)
        case .minimize: return ReplayMinimize.run(readOptions, input: input, environment: environment, strings: strings)
        case .print, .blame, .files:
            let child = ReplayChildren.runner(input: input, environment: environment)
            return ReplayChildren.supervise(readOptions, input: input, child: child, strings: strings)
        }
    }

    /// Runs the mode in this process (a child of the replay's parent).
    private static func runMode(
        _ options: ReplayOptions, input: ReplayInput, environment: [String: String], strings: Strings,
        crash: (sequence: UInt64, reproduces: Bool)?
    ) async -> Int32 {
        switch options.mode {
        case .step: return await ReplayStepping.run(options, input: input, environment: environment, strings: strings)
        case .blame(let field): return ReplayBlame.run(options, field: field, input: input, strings: strings)
        case .files(let files):
            if let emit = files.emitTest {
                let status = ReplayEmitTest.run(
                    emit, logPath: options.path, displayPath: input.displayPath, until: options.until,
                    crash: crash, force: options.force, strings: strings)
                guard status == FluxMovies.ExitStatus.ok, files.html != nil || files.export != nil else {
                    return status
                }
            }
            return ReplayFiles.run(options, input: input, strings: strings)
        case .minimize:
            // The parent minimizes (ReplayMinimize); its children run the other modes.
            return FluxMovies.ExitStatus.usage
        case .print: return await printReplay(options, input: input, environment: environment, strings: strings)
        }
    }

    /// ``ReplayMode/print(_:)``: the renders, states or final states of each action replayed.
    private static func printReplay(
        _ options: ReplayOptions, input: ReplayInput, environment: [String: String], strings: Strings
    ) async -> Int32 {
        let core = AppCore()
        let replayer: ActionLogReplayer<AppAction>
        do {
            replayer = try ActionLogReplayer(path: options.path, verify: options.verify) { core.dispatcher }
            try ReplayLogCheck.requireApp(replayer.header, path: options.path, strings: strings)
        } catch {
            return fail(error, input: input, strings: strings)
        }
        let progress = ProgressLine.make(
            path: input.displayPath, fileSize: replayer.reader.fileSize, strings: strings)
        let output = BufferedOutput { progress?.erase() }
        let printer = ReplayPrinter(
            options: options, core: core, environment: viewEnvironment(options, environment),
            output: output)
        let summary: ActionLogReplaySummary
        do {
            try printer.start()
            summary = try replayer.run(until: options.until) { record in
                try printer.replayed(record)
                // In a child, what an action printed is out before the next one can crash.
                output.flush()
                progress?.update(done: replayer.reader.bytesRead, sequence: record.sequence)
            }
            try printer.finish(at: summary.lastSequence)
        } catch {
            output.flush()
            let status = fail(error, input: input, strings: strings)
            if ReplayLogCheck.isDivergence(error) {
                ReplayLogCheck.noteOtherVersion(replayer.header, path: input.displayPath, strings: strings)
            }
            return status
        }
        output.flush()
        progress?.erase()
        if let truncation = summary.truncation { return fail(truncation, input: input, strings: strings) }
        if options.verify, summary.lastSequence > 0, summary.verifiedDigests == 0 {
            let message: ReplayMessage =
                replayer.header.checkpoint
                ? .checkpointOnly(path: input.displayPath, digests: replayer.header.stores.count)
                : .noDigests(path: input.displayPath)
            StandardStreams.writeErrorLine("flux-movies: \(strings.replayMessage(message))")
        } else if options.verify, summary.verifiedDigests > 0 {
            // Each verified action line holds one digest per store.
            let verified = ReplayMessage.verified(
                actions: summary.verifiedDigests, digests: summary.verifiedDigests * replayer.header.stores.count)
            StandardStreams.writeErrorLine("flux-movies: \(strings.replayMessage(verified))")
        }
        return FluxMovies.ExitStatus.ok
    }

    /// The view environment of this process (the replay shows the screens as this terminal would).
    static func viewEnvironment(_ options: ReplayOptions, _ environment: [String: String]) -> ViewEnvironment {
        let terminal = StandardStreams.isTerminal
        return ViewEnvironment.detect(
            environment: environment, stdoutIsTerminal: terminal.output,
            terminalWidth: terminal.output ? StandardStreams.terminalWidth : nil, noColorFlag: options.noColor)
    }

    /// Why `--until` cannot be honoured (beyond the log's last action), or nil.
    static func untilProblem(_ options: ReplayOptions, input: ReplayInput) -> ReplayMessage? {
        // `--step` reads the log only as far as it needs: it checks `--until` itself (ReplayStepping).
        guard !options.step, let until = options.until, let last = LogLineCount.lastSequence(path: options.path),
            until > last
        else {
            return nil
        }
        return .untilBeyondLog(until: until, path: input.displayPath, last: last)
    }

    /// Prints `error` on stderr (naming FILE, not a temporary copy of it) and returns status 1.
    /// An output file's failure is worded in `strings`' language; the action-log library's
    /// errors (a log's contents) stay English.
    static func fail(_ error: any Error, input: ReplayInput? = nil, strings: Strings) -> Int32 {
        let text = (error as? OutputFile.Failure).map { strings.replayMessage($0.message) } ?? "\(error)"
        StandardStreams.writeErrorLine("flux-movies: \(input?.displayed(text) ?? text)")
        return FluxMovies.ExitStatus.replayFailure
    }
}
