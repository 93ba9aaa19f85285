/// Parses `flux-movies`'s arguments (without the program name). Pure and small; options take
/// `--name value` or `--name=value`; a later repeat of an option wins. A first argument
/// `replay` selects the replay command (see `ReplayArguments`).
///
/// ```swift
/// LaunchArguments.parse(["--source", "tmdb"])  // .success(.run(options with source tmdb))
/// LaunchArguments.parse(["replay", "s.jsonl"])  // .success(.replay(ReplayOptions(path: "s.jsonl")))
/// ```
package enum LaunchArguments {
    /// Parses `arguments`.
    /// - Returns: the command, or the first mistake (unknown option, missing or bad value,
    ///   unexpected argument, an option of the other source).
    package static func parse(_ arguments: [String]) -> Result<LaunchCommand, UsageError> {
        let globals = leadingGlobalOptions(arguments)
        if arguments.dropFirst(globals).first == ReplayArguments.commandName {
            return ReplayArguments.parse(Array(arguments.dropFirst(globals + 1)) + arguments.prefix(globals))
        }
        var cursor = ArgumentCursor(arguments)
        var options = RunOptions()
        var given: Set<String> = []
        do {
            while let option = cursor.next() {
                if let command = try apply(option, to: &options, cursor: &cursor) { return .success(command) }
                given.insert(option.name)
            }
            try checkSource(options.source, given: given)
            try checkRecording(given: given)
            return .success(.run(options))
        } catch {
            return .failure(error)
        }
    }

    /// The options of the app (the spellings an unknown option is compared with).
    static let knownOptions = [
        "--help", "--version", "--no-color", "--no-suggest", "--no-black-box", "--source", "--data-dir",
        "--tmdb-base-url",
        "--tmdb-image-base-url",
        "--latency", "--record", "--force", "--snapshots",
    ]

    /// How many of the first arguments are global options (`--no-color`, `--data-dir DIR`),
    /// which may stand before `replay` as well as after it.
    private static func leadingGlobalOptions(_ arguments: [String]) -> Int {
        var count = 0
        while count < arguments.count {
            let argument = arguments[count]
            if argument == "--no-color" || argument.hasPrefix("--data-dir=") {
                count += 1
            } else if argument == "--data-dir", count + 1 < arguments.count {
                count += 2
            } else {
                break
            }
        }
        return count
    }

    /// Applies one option; returns a command that ends the parsing (`--help`, `--version`).
    private static func apply(
        _ option: ArgumentCursor.Option, to options: inout RunOptions, cursor: inout ArgumentCursor
    ) throws(UsageError) -> LaunchCommand? {
        switch option.name {
        case "--help", "-h":
            try option.expectNoValue()
            return .help
        case "--version":
            try option.expectNoValue()
            return .version
        case "--no-color":
            try option.expectNoValue()
            options.noColor = true
        case "--no-suggest":
            try option.expectNoValue()
            options.suggests = false
        case "--no-black-box":
            try option.expectNoValue()
            options.keepsBlackBox = false
        case "--source": options.source = try source(try cursor.value(for: option))
        case "--data-dir": options.dataDirectory = try cursor.value(for: option)
        case "--tmdb-base-url": options.tmdbBaseURL = try cursor.value(for: option)
        case "--tmdb-image-base-url": options.tmdbImageBaseURL = try cursor.value(for: option)
        case "--latency": options.latencyMilliseconds = try latency(try cursor.value(for: option))
        case "--record": options.recordPath = try cursor.value(for: option)
        case "--force":
            try option.expectNoValue()
            options.forceRecord = true
        case "--snapshots":
            try option.expectNoValue()
            options.recordSnapshots = true
        default:
            guard option.isOption else { throw UsageError(.unexpectedArgument(option.argument)) }
            throw OptionSuggestion.unknownOption(option.name, among: knownOptions)
        }
        return nil
    }

    private static func source(_ value: String) throws(UsageError) -> MoviesSourceKind {
        guard let source = MoviesSourceKind(rawValue: value) else {
            throw UsageError(.badSource(value))
        }
        return source
    }

    private static func latency(_ value: String) throws(UsageError) -> Int {
        guard value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let milliseconds = Int(value),
            milliseconds <= RunOptions.maxLatencyMilliseconds
        else {
            throw UsageError(.badLatency(value, maximum: RunOptions.maxLatencyMilliseconds))
        }
        return milliseconds
    }

    private static func checkSource(_ source: MoviesSourceKind, given: Set<String>) throws(UsageError) {
        switch source {
        case .catalog:
            for name in ["--tmdb-base-url", "--tmdb-image-base-url"] where given.contains(name) {
                throw UsageError(.needsTMDBSource(option: name))
            }
        case .tmdb:
            if given.contains("--latency") { throw UsageError(.latencyNeedsCatalog) }
        }
    }

    private static func checkRecording(given: Set<String>) throws(UsageError) {
        guard !given.contains("--record") else { return }
        for name in ["--force", "--snapshots"] where given.contains(name) {
            throw UsageError(.needsRecord(option: name))
        }
    }

    /// The usage text printed by `--help` and after a usage error.
    package static let usage = """
        usage: flux-movies [options]
               flux-movies replay FILE [replay options]

        Search movies in a line-mode console; type "help" in it for the commands. Reads
        commands from stdin: a terminal gets a prompt; a pipe or file runs as a script.

        options:
          --source catalog|tmdb      where movies come from (default: catalog, offline)
          --data-dir DIR             where recent searches and the TMDB cache are kept
                                     (default: $FLUX_MOVIES_HOME, else
                                     $XDG_DATA_HOME/flux-movies, else
                                     ~/.local/share/flux-movies)
          --latency MS               catalog only: wait MS milliseconds before each
                                     answer
          --tmdb-base-url URL        tmdb only: API base URL (default: $TMDB_BASE_URL,
                                     else https://api.themoviedb.org)
          --tmdb-image-base-url URL  tmdb only: image base URL (default:
                                     $TMDB_IMAGE_BASE_URL, else https://image.tmdb.org)
          --no-color                 never colour the output (NO_COLOR does the same)
          --no-suggest               no live title suggestions under the prompt
          --no-black-box             keep no last actions for a crash log (DATA/crashes)
          --record FILE              record the session (every action) to the action log
                                     FILE
          --force                    with --record: replace FILE if it exists
          --snapshots                with --record: also write the states on every line
          --help                     show this help
          --version                  show the version

        replay options (replays FILE without network or data directory):
          --verify                   check the recorded digests; stop at the first
                                     divergence
          --until SEQ                stop after action SEQ (0: the initial states)
          --print renders|states|final
                                     what the renderer printed (default), the states
                                     after every action (JSON lines), or only the final
                                     states
          --step                     time travel: read next, prev, goto N, state, diff,
                                     screen, quit from stdin (with --until: start at
                                     SEQ)
          --no-color                 never colour the output
          --html OUT.html            instead of printing, write the session inspector:
                                     one offline HTML page (timeline, states, diffs;
                                     digests checked)
          --export redux-devtools OUT.json
                                     instead of printing, write the history Redux
                                     DevTools imports
          --emit-test OUT.swift [--name NAME]
                                     write a Swift Testing file that sends the log's
                                     actions to a TestStore, asserting each state change
                                     (a crash: an exit test); NAME: OUT's name
          --minimize OUT.jsonl       write the shortest log that still crashes or breaks
                                     the same invariant (replayed in child processes)
          --max-age N|all            with --export: only the last N actions (default:
                                     1000), the state before them as the start
          --max-size SIZE            with --html or --export: refuse to write a file
                                     larger than SIZE (500M, 2G; default 1G; 0: none)
          --force                    with --html, --export, --minimize or --emit-test:
                                     replace OUT if it exists
          --blame STORE.PATH         instead of printing, list every action that
                                     changed that field (e.g. search.query): seq,
                                     type, before and after

        environment: TMDB_API_KEY (needed by --source tmdb); LC_ALL, LC_MESSAGES or LANG
        (the first one set chooses the language: es... for Spanish); COLUMNS (line
        width, default 80); NO_COLOR.
        exit status: 0 ok, 1 startup failure (replay: a divergence or a bad or truncated
        log), 2 bad usage or configuration.
        """
}
