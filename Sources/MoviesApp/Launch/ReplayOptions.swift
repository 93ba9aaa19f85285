/// The options of `flux-movies replay FILE [options]`.
package struct ReplayOptions: Equatable, Sendable {
    /// What a replay prints on stdout.
    package enum Output: String, Equatable, Sendable, CaseIterable {
        /// What the console's renderer printed during the session (the default).
        case renders
        /// One JSON line per action (and one for the initial states): `seq`, `action`, `states`.
        case states
        /// One JSON line with the states after the last action replayed.
        case final
    }

    /// The action log to replay.
    package var path: String
    /// `--verify`: check the recorded digests; a divergence ends the replay with status 1.
    package var verify = false
    /// `--until SEQ`: stop after action SEQ (0: the initial states only); nil for the whole log.
    /// With `--step`, the position stepping starts at.
    package var until: UInt64?
    /// What the replay does (the default: print what the renderer printed).
    package var mode: ReplayMode = .print(.renders)
    /// `--no-color`.
    package var noColor = false
    /// `--data-dir`: where `--step` keeps its history (`replay-history`); nil for the default.
    package var dataDirectory: String?
    /// `--force`: let `--html`, `--export`, `--minimize` and `--emit-test` replace an existing FILE.
    package var force = false
    /// `--max-age N`: `--export` writes only the last N actions (`Int.max`: all); nil when not
    /// given (``defaultMaxAge``).
    package var maxAge: Int?
    /// `--max-size SIZE`: a file `--html` or `--export` would write larger than this many bytes
    /// is not written (0: no limit); nil when not given (``defaultMaxSize``).
    package var maxSize: Int64?

    /// How many actions `--export` writes by default: the last 1,000.
    package static let defaultMaxAge = 1_000
    /// The largest file `--html` or `--export` writes by default: 1 GB (10^9 bytes).
    package static let defaultMaxSize: Int64 = 1_000_000_000

    /// A file `--export` writes.
    package struct Export: Equatable, Sendable {
        /// The format.
        package var format: ExportFormat
        /// The file.
        package var path: String

        /// Creates an export of `format` to `path`.
        package init(format: ExportFormat, path: String) {
            self.format = format
            self.path = path
        }
    }

    /// The formats `--export` writes.
    package enum ExportFormat: String, Equatable, Sendable, CaseIterable {
        /// The lifted state the Redux DevTools import.
        case reduxDevTools = "redux-devtools"
    }

    /// Options replaying `path` with every default.
    package init(path: String) {
        self.path = path
    }
}
