/// The options of an interactive run (`flux-movies [options]`).
package struct RunOptions: Equatable, Sendable {
    /// The longest accepted `--latency`, in milliseconds.
    package static let maxLatencyMilliseconds = 60_000

    /// `--source`.
    package var source: MoviesSourceKind = .catalog
    /// `--data-dir`, or nil for the default resolution.
    package var dataDirectory: String?
    /// `--no-color`.
    package var noColor = false
    /// Live title suggestions under the prompt at a terminal; `--no-suggest` turns them off.
    package var suggests = true
    /// The black box (the last actions kept in memory, written on a crash); `--no-black-box`
    /// turns it off.
    package var keepsBlackBox = true
    /// `--tmdb-base-url`, or nil for the environment or default.
    package var tmdbBaseURL: String?
    /// `--tmdb-image-base-url`, or nil for the environment or default.
    package var tmdbImageBaseURL: String?
    /// `--latency` in milliseconds (catalog only).
    package var latencyMilliseconds = 0
    /// `--record FILE`: the action log to write the session to, or nil for none.
    package var recordPath: String?
    /// `--force`: let `--record` replace an existing file.
    package var forceRecord = false
    /// `--snapshots`: with `--record`, also write every store's state on every line, so a
    /// replay that diverges names the differing fields (lines get as large as the states).
    package var recordSnapshots = false

    /// Options with every default.
    package init() {}
}
