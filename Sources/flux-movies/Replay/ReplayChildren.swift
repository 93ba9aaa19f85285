import FluxActionLog
import FluxReplayTool
import MoviesApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// flux-movies' use of the replay tool's supervisor (FluxReplayTool's `ReplaySupervisor`): every
/// mode but `--step` runs in a child process of this program, `flux-movies replay` with the same
/// options, sharing this terminal's output and errors; what the supervisor saw is said here, in
/// the messages' language.
@MainActor
enum ReplayChildren {
    /// The runner of this program's children: they read `input`'s file, and name FILE as given.
    /// A probe is `replay LOG --print final [--verify] [--until N]`, its output discarded.
    static func runner(input: ReplayInput, environment: [String: String]) -> ReplayChildProcess {
        var environment = environment
        environment[ReplayInput.displayVariable] = input.displayPath
        return ReplayChildProcess(command: ReplayArguments.commandName, environment: environment) {
            path, until, verify in
            var probe = ReplayOptions(path: path)
            probe.mode = .print(.final)
            probe.verify = verify
            probe.until = until
            return probe.arguments
        }
    }

    /// Runs the mode `options` select in children and returns the exit status.
    static func supervise(
        _ options: ReplayOptions, input: ReplayInput, child: ReplayChildProcess, strings: Strings
    ) -> Int32 {
        let last = LogLineCount.lastSequence(path: options.path) ?? 0
        let outcome: ReplaySupervisor.Outcome
        do {
            outcome = try ReplaySupervisor(child: child, path: options.path).run(
                AppAction.self, last: min(options.until ?? last, last), rerun: rerun(options),
                sharing: [.output, .errors]
            ) { until in
                var bounded = options
                if let until { bounded.until = until }
                return bounded.arguments
            }
        } catch {
            return ReplayCommand.fail(error, input: input, strings: strings)
        }
        if let event = outcome.event {
            StandardStreams.writeErrorLine("flux-movies: \(strings.replayMessage(message(event)))")
        }
        return outcome.status
    }

    /// `--step`: the time travel runs in a child that shares this terminal (input included).
    /// Ctrl-C is the child's to handle while it runs: here it is caught and does nothing (a
    /// caught signal, unlike an ignored one, is not passed on to the child). When the child
    /// crashes, the action that crashes is found and named.
    static func step(
        _ options: ReplayOptions, input: ReplayInput, environment: [String: String], strings: Strings
    ) -> Int32 {
        let child = runner(input: input, environment: environment)
        signal(SIGINT) { _ in }
        defer { signal(SIGINT, SIG_DFL) }
        do {
            let ended = try child.run(options.arguments, sharing: [.input, .output, .errors])
            guard ended.signal != nil else { return ended.status }
            let last = LogLineCount.lastSequence(path: options.path) ?? 0
            let event: ReplaySupervisor.Event =
                try ReplayCrashSearch(child: child, path: options.path).first(last: last)
                .map { .crashes(sequence: $0.sequence, failure: $0.failure) } ?? .crashedUnlocated(failure: nil)
            StandardStreams.writeErrorLine("flux-movies: \(strings.replayMessage(message(event)))")
            return FluxMovies.ExitStatus.reproducedCrash
        } catch {
            return ReplayCommand.fail(error, input: input, strings: strings)
        }
    }

    /// Renders, states and blame are out action by action; the final states and the files are
    /// written again up to the action before a failure; the test generator writes its test.
    private static func rerun(_ options: ReplayOptions) -> ReplaySupervisor.Rerun {
        switch options.mode {
        case .files(let files): files.emitTest != nil ? .toldFailure : .beforeFailure
        case .print(let output): output == .final ? .beforeFailure : .none
        case .blame, .step: .none
        case .minimize: .beforeFailure
        }
    }

    /// The message of an event.
    static func message(_ event: ReplaySupervisor.Event) -> ReplayMessage {
        switch event {
        case .recordedCrashReproduces(let sequence, let failure):
            .crashReproduced(sequence: sequence, message: ReplayMessage.trapText(of: failure))
        case .crashesBeforeRecorded(let sequence, let recorded, let failure):
            .crashedEarlier(sequence: sequence, recorded: recorded, message: ReplayMessage.trapText(of: failure))
        case .recordedCrashGone(let sequence): .crashNoLongerReproduces(sequence: sequence)
        case .recordedBreakReproduces(let sequence, let store, let invariant):
            .breakReproduced(sequence: sequence, store: store, invariant: invariant)
        case .recordedBreakGone(let sequence): .breakNoLongerReproduces(sequence: sequence)
        case .crashes(let sequence, let failure):
            .crashes(sequence: sequence, message: ReplayMessage.trapText(of: failure))
        case .crashedUnlocated(let failure): .crashedOutsideActions(message: failure.map(ReplayMessage.trapText) ?? "")
        }
    }
}
