import Flux
import FluxActionLog

/// Whether the failure a log recorded (``ActionLogRecordedFailure``) reproduces under the
/// current code, found by replaying in child processes.
///
/// A recorded crash reproduces when the replay up to its action crashes; when an earlier action
/// already crashes, that one is named. A recorded break reproduces when the replay with
/// verification up to its action stops at the same store's same invariant.
struct RecordedFailureCheck {
    /// What the check found.
    struct Outcome {
        /// The action that fails now (the recorded one, or an earlier crash); nil: it no longer does.
        let failingAt: UInt64?
        /// The status to exit with when it fails.
        let status: ReplayToolStatus
        /// What to say on standard error.
        let notice: String
    }

    let search: ReplayCrashSearch

    func check(_ recorded: ActionLogRecordedFailure) throws -> Outcome {
        switch recorded {
        case .crash(let sequence): try crash(at: sequence)
        case .invariantBreak(let sequence, let broken): try brokenInvariant(broken, at: sequence)
        }
    }

    private func crash(at recorded: UInt64) throws -> Outcome {
        guard let failure = try search.crash(until: recorded) else {
            return Outcome(
                failingAt: nil, status: .ok, notice: "the recorded crash at seq \(recorded) no longer reproduces")
        }
        // Most often the recorded action is the first to crash: one more child shows it.
        if recorded > 1, let earlier = try search.crash(until: recorded - 1),
            let first = try search.first(last: recorded - 1, known: earlier)
        {
            return Outcome(
                failingAt: first.sequence, status: .crash,
                notice: "seq \(first.sequence) crashes the app, before the recorded crash at seq \(recorded): "
                    + "\(first.failure)")
        }
        return Outcome(
            failingAt: recorded, status: .crash, notice: "the recorded crash at seq \(recorded) reproduces: \(failure)")
    }

    private func brokenInvariant(_ broken: [InvariantBreak], at sequence: UInt64) throws -> Outcome {
        let failure = try search.child.failure(of: search.path, until: sequence, verify: true)
        guard let match = broken.first(where: { .invariantBreak(store: $0.store, invariant: $0.invariant) == failure })
        else {
            return Outcome(
                failingAt: nil, status: .ok,
                notice: "the recorded invariant break at seq \(sequence) no longer reproduces")
        }
        return Outcome(
            failingAt: sequence, status: .invariantBreak,
            notice: "the recorded invariant break at seq \(sequence) reproduces: "
                + "store \"\(match.store)\" broke \"\(match.invariant)\"")
    }
}
