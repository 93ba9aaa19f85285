import BenchKit
import Flux
import FluxActionLog
import MoviesApp

/// Recording a session into a log, as `flux-movies` would record it if it left recording on:
/// the app's stores without middleware (`AppCore()`), an `ActionLogRecorder` with its default
/// options (timestamps, no periodic digests: the always-on setting), one `write(2)` per line.
@MainActor
enum AppLogRecording {
    /// What a recording gave.
    struct Result {
        /// The time of the dispatch loop (recorder on), set-up and close excluded.
        let elapsed: Duration
        /// The search store's `lastRequestID` at the end.
        let lastRequestID: Int
    }

    /// Dispatches every action of `session` with a recorder writing to `path` (replaced).
    /// - Throws: what the recorder throws, or `BenchFixtureError` if the recording failed or the
    ///   stores ignored requests the session made (the script and the reducers disagree).
    static func record(_ session: SessionScript.Output, to path: String, blackhole: Blackhole? = nil) throws -> Result {
        let core = AppCore()
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: core.dispatcher,
            app: ActionLogApp(name: AppVersion.name, version: AppVersion.current),
            options: .init(force: true))
        let actions = blackhole?.opaque(session.actions) ?? session.actions
        let dispatcher = core.dispatcher
        let stopwatch = Stopwatch()
        for action in actions { dispatcher.send(action) }
        let elapsed = stopwatch.elapsed
        recorder.close()
        if let failure = recorder.failure { throw BenchFixtureError("recording failed: \(failure)") }
        guard recorder.recordedCount == UInt64(actions.count) else {
            throw BenchFixtureError("recorded \(recorder.recordedCount) of \(actions.count) actions")
        }
        let lastRequestID = core.stores.search.state.lastRequestID
        guard lastRequestID == session.lastRequestID else {
            throw BenchFixtureError("the stores made \(lastRequestID) requests, the session \(session.lastRequestID)")
        }
        return Result(elapsed: elapsed, lastRequestID: lastRequestID)
    }
}

/// A fixture that could not be built or did not behave as the scenario assumes.
struct BenchFixtureError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    /// Creates the error.
    init(_ description: String) {
        self.description = description
    }
}
