/// Where movies come from.
public enum MoviesSourceKind: String, Equatable, Sendable, CaseIterable {
    /// The embedded catalog (offline, the default).
    case catalog
    /// TMDB over HTTP (needs `TMDB_API_KEY`).
    case tmdb
}

/// The options of an interactive run (`flux-movies [options]`).
public struct RunOptions: Equatable, Sendable {
    /// The longest accepted `--latency`, in milliseconds.
    public static let maxLatencyMilliseconds = 60_000

    /// `--source`.
    public var source: MoviesSourceKind = .catalog
    /// `--data-dir`, or nil for the default resolution.
    public var dataDirectory: String?
    /// `--no-color`.
    public var noColor = false
    /// `--tmdb-base-url`, or nil for the environment or default.
    public var tmdbBaseURL: String?
    /// `--tmdb-image-base-url`, or nil for the environment or default.
    public var tmdbImageBaseURL: String?
    /// `--latency` in milliseconds (catalog only).
    public var latencyMilliseconds = 0

    /// Options with every default.
    public init() {}
}

/// What the command line asks for.
public enum LaunchCommand: Equatable, Sendable {
    /// Run the interactive console.
    case run(RunOptions)
    /// Print the usage and exit 0.
    case help
    /// Print the version and exit 0.
    case version
}

/// A command-line mistake: printed with the usage on stderr, exit status 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line saying what was wrong, e.g. `unknown option '--bogus'`.
    public let description: String

    /// Creates an error with its message.
    public init(_ description: String) {
        self.description = description
    }
}
