import FluxActionLog
import FluxTesting
import Foundation

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Explorer where App.Action: LoggableAction {
    /// The instant a recorded exploration's clock starts at: 2001-01-01T00:00:00Z (the log's
    /// timestamps are this plus the explorer's clock, the same in every run).
    public static var logEpoch: Date { Date(timeIntervalSinceReferenceDate: 0) }

    /// The log's clock: ``logEpoch`` plus the time `clock` has moved.
    static func logClock(_ clock: TestClock) -> @Sendable () -> Date {
        let start = clock.now
        let epoch = logEpoch
        return {
            let elapsed = start.duration(to: clock.now).components
            return epoch.addingTimeInterval(Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
        }
    }

    /// Runs a counterexample's steps again on a fresh app with an action-log recorder on its
    /// dispatcher, writing the log at `path`: every action (the user's and the effects'), a
    /// digest of every store after each, timestamps from the explorer's clock, and the failure's
    /// action last (an invariant break also as the log's break line). The app's own replay tool
    /// verifies it, blames it and makes its test; the same counterexample gives the same bytes.
    /// - Parameters:
    ///   - counterexample: what ``explore(seed:savedFirst:willRun:)`` or ``reproduce(seed:)`` found.
    ///   - path: the log's file, which must not exist.
    ///   - app: the application named in the log's header (the app's replay tool checks it).
    /// - Throws: `ActionLogError` when the file exists or cannot be written; what making the
    ///   app throws.
    public func recordLog(
        of counterexample: ExplorationCounterexample<App.Action>, to path: String, app: ActionLogApp
    ) throws {
        let session = try makeSession(entropySeed: counterexample.entropySeed)
        defer { session.finish() }
        let recorder = try ActionLogRecorder(
            path: path, dispatcher: session.app.dispatcher, app: app,
            options: .init(digestEvery: 1, clock: Self.logClock(session.clock)))
        defer { recorder.close() }
        for step in counterexample.steps where session.failure == nil { session.perform(step) }
        if let failure = recorder.failure { throw failure }
    }
}
