import Flux

/// Why a wait for activity ended.
enum ActivityOutcome: Equatable {
    /// An action was observed.
    case activity
    /// No effect is in flight any more.
    case settled
    /// The deadline passed.
    case timedOut
}

/// How the search for the next received action ended.
@MainActor
enum ReceiveOutcome<Action> {
    case received(ObservedAction<Action>)
    case timedOut(skipped: [Action])
    case nothingInFlight(skipped: [Action])
}

extension TestStore {
    /// Takes the next received action: in exhaustive mode the next one, in non-exhaustive mode the
    /// next one that `matches` (skipping others). Waits for effects to deliver one until
    /// `timeout`, and stops early when no effect is in flight.
    func nextReceived(matching matches: (Action) -> Bool, timeout: Duration) async -> ReceiveOutcome<Action> {
        let deadline = ContinuousClock.now + timeout
        var skipped: [Action] = []
        while true {
            while !received.isEmpty {
                let record = received.removeFirst()
                if exhaustivity == .on || matches(record.action) { return .received(record) }
                skipped.append(record.action)
                current = record.states
            }
            guard !dispatcher.effects.isEmpty else { return .nothingInFlight(skipped: skipped) }
            if await waitForActivity(until: deadline) == .timedOut, received.isEmpty {
                return .timedOut(skipped: skipped)
            }
        }
    }

    /// Suspends until an action is observed, no effect is in flight, or `deadline` passes.
    ///
    /// Driven by the dispatcher: the observer resumes it on each action, and
    /// `settle(timeout:)` when the effects are done or the time is up. No polling. When the
    /// calling task is cancelled, it stops waiting as if the time were up.
    private func waitForActivity(until deadline: ContinuousClock.Instant) async -> ActivityOutcome {
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero, !Task.isCancelled else { return .timedOut }
        nextWaiterID &+= 1
        let id = nextWaiterID
        // A main-actor task: it runs after this job suspends, so after the waiter is registered.
        let settling = Task { [weak self, dispatcher] in
            let settled = await dispatcher.effects.settle(timeout: remaining)
            self?.resumeWaiter(id, with: settled ? .settled : .timedOut)
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters[id] = continuation
            }
        } onCancel: {
            settling.cancel()
        }
    }

    /// Resumes the waiting `receive` with `id`, or every waiting one when `id` is nil.
    func resumeWaiter(_ id: UInt64?, with outcome: ActivityOutcome) {
        let ids = id.map { [$0] } ?? Array(waiters.keys)
        for id in ids {
            waiters.removeValue(forKey: id)?.resume(returning: outcome)
        }
    }

    /// The effects in flight, each with the test call that started it.
    func runningEffects(fallback: CallSite) -> [(info: EffectInfo, site: CallSite)] {
        dispatcher.effects.inFlight.map { info in (info, origin(of: info, fallback: fallback)) }
    }

    /// The test call that started an effect: the send during which it started, else the call that
    /// sent or received the action that started it, else the last send before that action.
    private func origin(of effect: EffectInfo, fallback: CallSite) -> CallSite {
        if let site = effectOrigins[effect.token] { return site }
        if let site = actionOrigins[effect.startedAtSequence] { return site }
        return sendSites.last { $0.sequence < effect.startedAtSequence }?.site ?? fallback
    }
}
