/// Parses `flux-movies`'s arguments (without the program name). Pure and small; options take
/// `--name value` or `--name=value`; a later repeat of an option wins.
///
/// ```swift
/// LaunchArguments.parse(["--source", "tmdb"])  // .success(.run(options with source tmdb))
/// ```
public enum LaunchArguments {
    /// Parses `arguments`.
    /// - Returns: the command, or the first mistake (unknown option, missing or bad value,
    ///   unexpected argument, an option of the other source).
    public static func parse(_ arguments: [String]) -> Result<LaunchCommand, UsageError> {
        var options = RunOptions()
        var rest = arguments[...]
        var given: Set<String> = []
        while let argument = rest.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() throws(UsageError) -> String {
                guard let value = inlineValue ?? rest.popFirst(), !value.isEmpty else {
                    throw UsageError("option \(name) needs a value")
                }
                return value
            }
            do {
                switch name {
                case "--help", "-h": return inlineValue == nil ? .success(.help) : .failure(noValue(name))
                case "--version": return inlineValue == nil ? .success(.version) : .failure(noValue(name))
                case "--no-color":
                    guard inlineValue == nil else { return .failure(noValue(name)) }
                    options.noColor = true
                case "--source": options.source = try source(try value())
                case "--data-dir": options.dataDirectory = try value()
                case "--tmdb-base-url": options.tmdbBaseURL = try value()
                case "--tmdb-image-base-url": options.tmdbImageBaseURL = try value()
                case "--latency": options.latencyMilliseconds = try latency(try value())
                default:
                    return .failure(UsageError(name.hasPrefix("-")
                        ? "unknown option '\(name)'" : "unexpected argument '\(argument)'"))
                }
            } catch {
                return .failure(error)
            }
            given.insert(name)
        }
        if let error = sourceMismatch(options.source, given: given) { return .failure(error) }
        return .success(.run(options))
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func noValue(_ name: String) -> UsageError {
        UsageError("option \(name) takes no value")
    }

    private static func source(_ value: String) throws(UsageError) -> MoviesSourceKind {
        guard let source = MoviesSourceKind(rawValue: value) else {
            throw UsageError("--source must be catalog or tmdb, got '\(value)'")
        }
        return source
    }

    private static func latency(_ value: String) throws(UsageError) -> Int {
        guard value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let milliseconds = Int(value),
              milliseconds <= RunOptions.maxLatencyMilliseconds else {
            throw UsageError("--latency must be a whole number of milliseconds from 0 to "
                + "\(RunOptions.maxLatencyMilliseconds), got '\(value)'")
        }
        return milliseconds
    }

    private static func sourceMismatch(_ source: MoviesSourceKind, given: Set<String>) -> UsageError? {
        switch source {
        case .catalog:
            for name in ["--tmdb-base-url", "--tmdb-image-base-url"] where given.contains(name) {
                return UsageError("\(name) needs --source tmdb")
            }
        case .tmdb:
            if given.contains("--latency") { return UsageError("--latency works with --source catalog only") }
        }
        return nil
    }

    /// The usage text printed by `--help` and after a usage error.
    public static let usage = """
        usage: flux-movies [options]

        Search movies in a line-mode console; type "help" in it for the commands.
        Reads commands from stdin: a terminal gets a prompt; a pipe or file runs as a script.

        options:
          --source catalog|tmdb      where movies come from (default: catalog, offline)
          --data-dir DIR             where recent searches and the TMDB cache are kept (default:
                                     $FLUX_MOVIES_HOME, else $XDG_DATA_HOME/flux-movies,
                                     else ~/.local/share/flux-movies)
          --latency MS               catalog only: wait MS milliseconds before each answer
          --tmdb-base-url URL        tmdb only: API base URL (default: $TMDB_BASE_URL,
                                     else https://api.themoviedb.org)
          --tmdb-image-base-url URL  tmdb only: image base URL (default: $TMDB_IMAGE_BASE_URL,
                                     else https://image.tmdb.org)
          --no-color                 never colour the output (NO_COLOR does the same)
          --help                     show this help
          --version                  show the version

        environment: TMDB_API_KEY (needed by --source tmdb), LANG or LC_ALL (es... for Spanish),
        COLUMNS (line width, default 80), NO_COLOR.
        exit status: 0 ok, 1 startup failure, 2 bad usage or configuration.
        """
}
