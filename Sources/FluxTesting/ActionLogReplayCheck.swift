import Flux
import FluxActionLog
import Testing

/// What every form of `expectActionLogReplays` does: replay, then report each problem as a
/// test issue at the caller's line.
@MainActor
struct ActionLogReplayCheck {
    let requireDigests: Bool
    let allowTruncatedLastLine: Bool
    let sourceLocation: SourceLocation

    /// Opens and runs the replay, then compares the final states.
    /// - Parameters:
    ///   - open: creates the replayer (its dispatcher built, nothing replayed).
    ///   - expect: called with the fresh stores before the replay; returns the comparison to make
    ///     with the replayed stores, as messages.
    /// - Returns: the summary, or nil when the replay failed.
    func run<Action: LoggableAction>(
        open: () throws -> ActionLogReplayer<Action>,
        expect: ([AnyStore<Action>]) -> ([AnyStore<Action>]) -> [String]
    ) -> ActionLogReplaySummary? {
        let replayer: ActionLogReplayer<Action>
        let summary: ActionLogReplaySummary
        let compare: ([AnyStore<Action>]) -> [String]
        do {
            replayer = try open()
            compare = expect(replayer.dispatcher.stores)
            summary = try replayer.run()
        } catch {
            report("replay failed: \(error)")
            return nil
        }
        if let truncation = summary.truncation, !allowTruncatedLastLine {
            report("replay incomplete: \(truncation)")
        }
        if requireDigests, summary.lastSequence > 0, summary.verifiedDigests == 0 {
            report(
                "\(replayer.reader.path): nothing verified: no action of the log has a digest "
                    + "(record it with digestEvery > 0)")
        }
        for message in compare(replayer.dispatcher.stores) { report(message) }
        return summary
    }

    private func report(_ message: String) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// Runs the replay and compares every store with `finalStates`, applied to the fresh states.
    func run<Action: LoggableAction>(
        open: () throws -> ActionLogReplayer<Action>, finalStates: (inout StoreStates) -> Void
    ) -> ActionLogReplaySummary? {
        run(open: open) { stores in
            var expected = StoreStates.capture(stores)
            finalStates(&expected)
            return { ActionLogFinalStates.mismatches(expected, in: $0) }
        }
    }

    /// Runs the replay and compares the stores named in `finalStates` only.
    func run<Action: LoggableAction>(
        open: () throws -> ActionLogReplayer<Action>, namedStates finalStates: [String: any Sendable]
    ) -> ActionLogReplaySummary? {
        run(open: open) { _ in { ActionLogFinalStates.mismatches(finalStates, in: $0) } }
    }

}
