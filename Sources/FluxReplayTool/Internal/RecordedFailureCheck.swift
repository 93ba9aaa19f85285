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
        /// The status to exit with when it fails: 3 a crash, 4 a break.
        let status: Int32
        /// What to say on standard error.
        let event: ReplaySupervisor.Event
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
            return Outcome(failingAt: nil, status: 0, event: .recordedCrashGone(sequence: recorded))
        }
        // Most often the recorded action is the first to crash: one more child shows it.
        if recorded > 1, let earlier = try search.crash(until: recorded - 1),
            let first = try search.first(last: recorded - 1, known: earlier)
        {
            return Outcome(
                failingAt: first.sequence, status: 3,
                event: .crashesBeforeRecorded(sequence: first.sequence, recorded: recorded, failure: first.failure))
        }
        return Outcome(
            failingAt: recorded, status: 3, event: .recordedCrashReproduces(sequence: recorded, failure: failure))
    }

    private func brokenInvariant(_ broken: [InvariantBreak], at sequence: UInt64) throws -> Outcome {
        let failure = try search.child.failure(of: search.path, until: sequence, verify: true)
        guard let match = broken.first(where: { .invariantBreak(store: $0.store, invariant: $0.invariant) == failure })
        else {
            return Outcome(failingAt: nil, status: 0, event: .recordedBreakGone(sequence: sequence))
        }
        return Outcome(
            failingAt: sequence, status: 4,
            event: .recordedBreakReproduces(sequence: sequence, store: match.store, invariant: match.invariant))
    }
}
