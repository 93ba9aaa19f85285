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
    /// `--record FILE`: the action log to write the session to, or nil for none.
    public var recordPath: String?
    /// `--force`: let `--record` replace an existing file.
    public var forceRecord = false
    /// `--snapshots`: with `--record`, also write every store's state on every line, so a
    /// replay that diverges names the differing fields (lines get as large as the states).
    public var recordSnapshots = false

    /// Options with every default.
    public init() {}
}
