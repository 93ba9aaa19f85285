import Flux
import FluxActionLog
import MoviesApp

/// `flux-movies --record FILE`: an action-log recorder on the live dispatcher, with a digest of
/// every store's state on every action, so a replay verifies the session action by action.
///
/// Digests on every action cost one canonical encoding of the four states per action, which is
/// nothing next to a person typing commands (a page of movies is a few kilobytes); it buys a
/// divergence report that names the exact action.
@MainActor
enum SessionRecording {
    /// The application named in the log's header.
    static let app = ActionLogApp(name: AppVersion.name, version: AppVersion.current)

    /// Starts recording `dispatcher` to `options.recordPath`, or returns nil without `--record`.
    ///
    /// Call it after the stores exist and before the first action. A later write failure
    /// prints one warning on stderr; the session goes on unrecorded.
    /// - Throws: `StartupError` (status 2) for an existing file without `--force` (the file is
    ///   left untouched) or a file that cannot be created.
    static func start(_ options: RunOptions, dispatcher: Dispatcher<AppAction>, errors: ErrorLines)
        throws(StartupError) -> ActionLogRecorder<AppAction>?
    {
        guard let path = options.recordPath else { return nil }
        let recorderOptions = ActionLogRecorder<AppAction>.Options(
            force: options.forceRecord, digestEvery: 1, snapshots: options.recordSnapshots,
            onFailure: { error in errors.post(.recordingStopped(detail: Self.detail(error))) }
        )
        do {
            return try ActionLogRecorder(path: path, dispatcher: dispatcher, app: app, options: recorderOptions)
        } catch let error as ActionLogError where error.kind == .fileExists {
            throw StartupError(message: .recordFileExists(path: path), exitStatus: FluxMovies.ExitStatus.usage)
        } catch {
            throw StartupError(message: .recordFailed(detail: detail(error)), exitStatus: FluxMovies.ExitStatus.usage)
        }
    }

    /// The recorder's error as data the language words (the system's reason translated).
    nonisolated static func detail(_ error: any Error) -> RecordingDetail {
        (error as? ActionLogError).map(RecordingDetail.init) ?? .other("\(error)")
    }
}
