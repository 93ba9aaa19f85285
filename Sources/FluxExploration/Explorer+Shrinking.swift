import FluxActionLog

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Explorer {
    /// Shrinks a failing sequence, keeping its failure's identity: first the user actions
    /// (``DeltaDebugging/minimize(_:stillFails:)`` over them, the effect jobs and clock moves
    /// kept where they were), then the jobs and clock moves the same way, then each remaining
    /// action's payload with its rule's shrinker.
    /// - Returns: the steps of the shrunk sequence, as a replay takes them, and its failure's
    ///   message.
    func shrink(
        _ steps: [ExplorationStep<App.Action>], failing identity: ActionLogFailure, entropySeed: UInt64
    ) throws -> (steps: [ExplorationStep<App.Action>], message: String) {
        var current = try minimize(steps, isSend: true, failing: identity, entropySeed: entropySeed)
        current = try minimize(current, isSend: false, failing: identity, entropySeed: entropySeed)
        current = try shrinkPayloads(current, failing: identity, entropySeed: entropySeed)
        let final = try replay(current, entropySeed: entropySeed)
        guard let failure = final.failure, failure.identity == identity else {
            // Not expected (every candidate kept was replayed and failed the same way): the steps
            // as given still fail.
            return (steps, "\(identity)")
        }
        return (final.steps, failure.message)
    }

    /// `steps` with a 1-minimal part of the user actions (`isSend`) or of the other steps kept,
    /// the rest untouched, still failing as `identity`; as a replay takes them.
    private func minimize(
        _ steps: [ExplorationStep<App.Action>], isSend: Bool, failing identity: ActionLogFailure,
        entropySeed: UInt64
    ) throws -> [ExplorationStep<App.Action>] {
        let candidates = steps.indices.filter { (steps[$0].action != nil) == isSend }
        func keeping(_ kept: [Int]) -> [ExplorationStep<App.Action>] {
            let kept = Set(kept)
            return steps.indices.filter { (steps[$0].action != nil) != isSend || kept.contains($0) }.map { steps[$0] }
        }
        let kept = try DeltaDebugging.minimize(candidates) { part in
            try fails(keeping(part), as: identity, entropySeed: entropySeed)
        }
        let replayed = try replay(keeping(kept), entropySeed: entropySeed)
        return replayed.failure?.identity == identity ? replayed.steps : steps
    }

    /// `steps` with each user action's payload shrunk by its rule while the failure stays the
    /// same, at most ``ExplorationOptions/maxPayloadShrinks`` candidates in all.
    private func shrinkPayloads(
        _ steps: [ExplorationStep<App.Action>], failing identity: ActionLogFailure, entropySeed: UInt64
    ) throws -> [ExplorationStep<App.Action>] {
        var current = steps
        var budget = options.maxPayloadShrinks
        var improved = true
        while improved, budget > 0 {
            improved = false
            for position in current.indices {
                guard case .send(let rule, let action) = current[position], rules.indices.contains(rule) else {
                    continue
                }
                for candidate in rules[rule].shrink(action).prefix(budget) {
                    budget -= 1
                    var trial = current
                    trial[position] = .send(rule: rule, action: candidate)
                    if try fails(trial, as: identity, entropySeed: entropySeed) {
                        current = trial
                        improved = true
                        break
                    }
                }
            }
        }
        return current
    }

    /// Whether a replay of `steps` fails as `identity`.
    private func fails(
        _ steps: [ExplorationStep<App.Action>], as identity: ActionLogFailure, entropySeed: UInt64
    ) throws -> Bool {
        try replay(steps, entropySeed: entropySeed).failure?.identity == identity
    }
}
