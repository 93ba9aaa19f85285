import BenchKit
import Flux
import FluxActionLog
import MoviesApp

/// Recording a session into a log, as `flux-movies` would record it if it left recording on:
/// the app's stores without middleware (`AppCore()`), an `ActionLogRecorder` with its default
/// options (timestamps, no periodic digests: the always-on setting), one `write(2)` per line.
/// ``send(_:blackhole:attach:)`` sends a session with any action log on (the black box too).
@MainActor
enum AppLogRecording {
    /// What a recording gave.
    struct Result {
        /// The time of the dispatch loop (the log on), set-up and close excluded.
        let elapsed: Duration
        /// The search store's `lastRequestID` at the end.
        let lastRequestID: Int
    }

    /// Dispatches every action of `session` with a recorder writing to `path` (replaced).
    /// - Throws: what the recorder throws, or `BenchFixtureError` if the recording failed or the
    ///   stores ignored requests the session made (the script and the reducers disagree).
    static func record(_ session: SessionScript.Output, to path: String, blackhole: Blackhole? = nil) throws -> Result {
        let result = try send(session, blackhole: blackhole) { dispatcher, app in
            try ActionLogRecorder(path: path, dispatcher: dispatcher, app: app, options: .init(force: true))
        }
        guard result.lastRequestID == session.lastRequestID else {
            throw BenchFixtureError(
                "the stores made \(result.lastRequestID) requests, the session \(session.lastRequestID)")
        }
        return result
    }

    /// Dispatches every action of `session` to `AppCore()` with the log `attach` puts on its
    /// dispatcher (given the app's `ActionLogApp`), timing the dispatch loop alone; then closes
    /// the log and checks that it kept every action.
    /// - Throws: what `attach` throws, or `BenchFixtureError` if the log failed or kept fewer
    ///   actions than were sent.
    static func send<Log: SessionLog>(
        _ session: SessionScript.Output, blackhole: Blackhole?,
        attach: (Dispatcher<AppAction>, ActionLogApp) throws -> Log
    ) throws -> Result {
        let core = AppCore()
        let log = try attach(core.dispatcher, ActionLogApp(name: AppVersion.name, version: AppVersion.current))
        let actions = blackhole?.opaque(session.actions) ?? session.actions
        let dispatcher = core.dispatcher
        let stopwatch = Stopwatch()
        for action in actions { dispatcher.send(action) }
        let elapsed = stopwatch.elapsed
        log.close()
        if let failure = log.failure { throw BenchFixtureError("\(Log.failedWords): \(failure)") }
        guard log.recordedCount == UInt64(actions.count) else {
            throw BenchFixtureError("\(Log.keptWords) \(log.recordedCount) of \(actions.count) actions")
        }
        return Result(elapsed: elapsed, lastRequestID: core.stores.search.state.lastRequestID)
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
