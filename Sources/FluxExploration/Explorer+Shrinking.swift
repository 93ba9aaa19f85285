import FluxActionLog

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Explorer {
    /// Shrinks a failing sequence, keeping its failure's identity: first the user actions
    /// (delta debugging over them, the effect jobs and clock moves kept where they were), then
    /// the jobs and clock moves the same way, then each remaining action's payload with its
    /// rule's shrinker; again while a round removes a step or shrinks a payload (a user action
    /// that a job of the first schedule needed may go once that job has).
    /// - Returns: the steps of the shrunk sequence, as a replay takes them, and its failure's
    ///   message.
    func shrink(
        _ steps: [ExplorationStep<App.Action>], failing identity: ActionLogFailure, entropySeed: UInt64
    ) throws -> (steps: [ExplorationStep<App.Action>], message: String) {
        var current = steps
        for _ in 0..<Self.shrinkRounds {
            let before = "\(current)"
            current = try minimize(current, isSend: true, failing: identity, entropySeed: entropySeed)
            current = try minimize(current, isSend: false, failing: identity, entropySeed: entropySeed)
            current = try shrinkPayloads(current, failing: identity, entropySeed: entropySeed)
            if "\(current)" == before { break }
        }
        let final = try replay(current, entropySeed: entropySeed)
        guard let failure = final.failure, failure.identity == identity else {
            // Not expected (every candidate kept was replayed and failed the same way): the steps
            // as given still fail.
            return (steps, "\(identity)")
        }
        return (final.steps, failure.message)
    }

    /// The most rounds of shrinking a failure gets.
    static var shrinkRounds: Int { 4 }

    /// `steps` with a 1-minimal part of the user actions (`isSend`) or of the other steps kept,
    /// the rest untouched, still failing as `identity`; as a replay takes them.
    private func minimize(
        _ steps: [ExplorationStep<App.Action>], isSend: Bool, failing identity: ActionLogFailure,
        entropySeed: UInt64
    ) throws -> [ExplorationStep<App.Action>] {
        let candidates = steps.indices.filter { (steps[$0].action != nil) == isSend }
        func keeping(_ kept: [Int]) -> [ExplorationStep<App.Action>] {
            let kept = Set(kept)
            let part = steps.indices.filter { (steps[$0].action != nil) != isSend || kept.contains($0) }
            return Self.renumbered(part.map { steps[$0] }, keeping: part.filter { steps[$0].action != nil }, of: steps)
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

    /// `part` (steps of `steps`) with the jobs of effects its user actions started renamed by
    /// their user actions' numbers in `part`; jobs of effects started by a user action left out
    /// are left out too. `sends` are the positions in `steps` of the user actions kept.
    static func renumbered(
        _ part: [ExplorationStep<App.Action>], keeping sends: [Int], of steps: [ExplorationStep<App.Action>]
    ) -> [ExplorationStep<App.Action>] {
        let allSends = steps.indices.filter { steps[$0].action != nil }
        var number: [Int: Int] = [:]
        for (new, position) in sends.enumerated() {
            if let old = allSends.firstIndex(of: position) { number[old + 1] = new + 1 }
        }
        return part.compactMap { step in
            guard case .run(let job, let draws) = step else { return step }
            return job.renumbered { number[$0] }.map { .run(job: $0, draws: draws) }
        }
    }

    /// Whether a replay of `steps` fails as `identity`.
    private func fails(
        _ steps: [ExplorationStep<App.Action>], as identity: ActionLogFailure, entropySeed: UInt64
    ) throws -> Bool {
        try replay(steps, entropySeed: entropySeed).failure?.identity == identity
    }
}
