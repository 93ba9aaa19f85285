import Flux
import FluxActionLog
import Foundation
import MoviesApp

/// What replaying a log's recorded failure (``ActionLogRecordedFailure``) in child processes
/// showed, so that the parent replays only the actions before it and says what happened.
///
/// A recorded crash is replayed in children up to its action; where a child crashes first, the
/// parent stops before that action. A recorded invariant break is replayed with verification up
/// to its action in a child; it reproduces when the child stops at the same store's same
/// invariant.
struct ReplayRecordedFailure {
    /// The failure the log recorded.
    let recorded: ActionLogRecordedFailure
    /// The last action this process may replay, when the failure reproduces.
    let lastSafe: UInt64?
    /// What to say on stderr.
    let notice: ReplayMessage
    /// The exit status when the failure reproduces (3 a crash, 4 a break), nil otherwise.
    let status: Int32?

    /// The recorded failure of the log at `path`, replayed in children; nil when the log recorded
    /// none, when it is beyond `until`, when the log is bad (the replay reports it where it is),
    /// or in a child replay (which replays as asked).
    /// - Throws: an error when a child cannot be started.
    static func check(path: String, until: UInt64?, environment: [String: String]) throws -> ReplayRecordedFailure? {
        guard !ReplayChild.isChild(environment),
            let recorded = try? ActionLogRecordedFailure.find(in: path, as: AppAction.self),
            until.map({ recorded.sequence <= $0 }) ?? true
        else {
            // A bad log (or a child) replays as before: what precedes a bad line is replayed and
            // printed, then the line is reported.
            return nil
        }
        switch recorded {
        case .crash(let sequence): return try crash(at: sequence, path: path, recorded: recorded)
        case .invariantBreak(let sequence, let broken): return try brokenInvariant(broken, at: sequence, path: path)
        }
    }

    private static func crash(at recordedSequence: UInt64, path: String, recorded: ActionLogRecordedFailure) throws
        -> ReplayRecordedFailure
    {
        guard let outcome = try ReplayCrashSearch.crash(path, until: recordedSequence) else {
            return ReplayRecordedFailure(
                recorded: recorded, lastSafe: nil, notice: .crashNoLongerReproduces(sequence: recordedSequence),
                status: nil)
        }
        // Most often the recorded action is the first to crash: one more child shows it.
        let earlier = recordedSequence > 1 ? try ReplayCrashSearch.crash(path, until: recordedSequence - 1) : nil
        let crashing =
            earlier == nil
            ? recordedSequence
            : try ReplayCrashSearch.crashingSequence(path: path, last: recordedSequence - 1) ?? recordedSequence
        let first =
            crashing == recordedSequence ? outcome : try ReplayCrashSearch.crash(path, until: crashing) ?? outcome
        let message = Self.crashMessage(first)
        let notice: ReplayMessage =
            crashing == recordedSequence
            ? .crashReproduced(sequence: crashing, message: message)
            : .crashedEarlier(sequence: crashing, recorded: recordedSequence, message: message)
        return ReplayRecordedFailure(
            recorded: recorded, lastSafe: crashing - 1, notice: notice, status: FluxMovies.ExitStatus.reproducedCrash)
    }

    private static func brokenInvariant(_ broken: [InvariantBreak], at sequence: UInt64, path: String) throws
        -> ReplayRecordedFailure
    {
        let recorded = ActionLogRecordedFailure.invariantBreak(sequence: sequence, broken: broken)
        let outcome = try ReplayChild(environment: ProcessInfo.processInfo.environment)
            .outcome(of: path, verify: true, until: sequence)
        let reproduces = broken.contains { .invariantBreak(store: $0.store, invariant: $0.invariant) == outcome }
        guard reproduces, let first = broken.first else {
            return ReplayRecordedFailure(
                recorded: recorded, lastSafe: nil, notice: .breakNoLongerReproduces(sequence: sequence), status: nil)
        }
        return ReplayRecordedFailure(
            recorded: recorded, lastSafe: sequence - 1,
            notice: .breakReproduced(sequence: sequence, store: first.store, invariant: first.invariant),
            status: FluxMovies.ExitStatus.reproducedBreak)
    }

    /// `Fatal error: MESSAGE` of a crash, as the runtime printed it; empty without one.
    private static func crashMessage(_ failure: ActionLogFailure) -> String {
        guard case .crash(_, _, let message) = failure, !message.isEmpty else { return "" }
        return "Fatal error: \(message)"
    }
}
