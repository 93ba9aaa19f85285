import FluxActionLog

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Explorer where App.Action: LoggableAction {
    /// Runs the sequence of `seed` as generated (not shrunk) with an action-log recorder on the
    /// dispatcher, for a sequence that crashes the process: the recorder writes each action
    /// before the stores reduce it, so the log ends with the crashing action, not completed,
    /// as a black box's does. Run it in a child process; the app's replay tool then minimizes
    /// the log and writes its test (FluxReplayTool's `--minimize` and `--emit-test`, every
    /// reducer in children of its own).
    ///
    /// An exploration finds a crash this way: a child explores, telling its parent each
    /// sequence's seed before it runs (``explore(seed:savedFirst:willRun:)``); when a signal ends
    /// the child, the last seed told is the crashing sequence, and a second child records it.
    /// - Parameters:
    ///   - seed: the sequence's seed (a counterexample's ``ExplorationCounterexample/seed``).
    ///   - path: the log's file, which must not exist.
    ///   - app: the application named in the log's header.
    /// - Returns: the sequence's failure when it ended without a crash (nil: it passed).
    /// - Throws: `ActionLogError` when the file exists or cannot be written; what making the
    ///   app throws.
    @discardableResult
    public func recordSequence(seed: UInt64, to path: String, app: ActionLogApp) throws -> ActionLogFailure? {
        var random = ExplorationRandom(seed: seed)
        let entropySeed = random.next()
        var recorder: ActionLogRecorder<App.Action>?
        defer { recorder?.close() }
        let (_, failure) = try generate(&random, entropySeed: entropySeed) { session in
            recorder = try ActionLogRecorder(
                path: path, dispatcher: session.app.dispatcher, app: app,
                options: .init(digestEvery: 1, clock: Self.logClock(session.clock)))
        }
        if let failure = recorder?.failure { throw failure }
        return failure?.identity
    }
}
