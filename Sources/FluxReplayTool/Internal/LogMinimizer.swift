import FluxActionLog

/// Shrinks a failing log with ``DeltaDebugging`` over its causal units
/// (``ActionLogSubset/causalUnits``: an action with every action it caused, as the log records),
/// then the payloads of the actions kept (``ActionPayloadShrinker``), replaying each candidate in
/// a child process. A candidate counts only when it fails with the same ``ActionLogFailure`` as
/// the whole log: never by slipping to another bug.
@MainActor
package final class LogMinimizer<Action: LoggableAction> {
    /// The log's actions; after ``minimize()``, with the simpler payloads found.
    package private(set) var subset: ActionLogSubset<Action>
    /// How the whole log fails under the current code (nil: it does not fail).
    package private(set) var target: ActionLogFailure?
    /// How many child replays ran.
    package private(set) var replays = 0
    private let child: ReplayChildProcess
    private let candidatePath: String
    /// Called after each candidate that still fails, with its action count.
    package var onSmaller: (Int) -> Void = { _ in }

    package init(subset: ActionLogSubset<Action>, child: ReplayChildProcess, candidatePath: String) {
        self.subset = subset
        self.child = child
        self.candidatePath = candidatePath
    }

    /// Replays the whole log and remembers how it fails.
    /// - Returns: whether it fails (crashes or breaks an invariant).
    package func checkWholeLog() throws -> Bool {
        target = try outcome(of: Array(subset.actions.indices))
        return target != nil
    }

    /// The indices of the 1-minimal log that fails like the whole one, in order. Then the
    /// payloads of the user actions kept are made as simple as the failure allows, within
    /// `payloadReplays` replays (``ActionPayloadShrinker``): the actions a version 2 log gives no
    /// cause, and none of whose effects' results it keeps. A result (a page of a server's answer)
    /// keeps what its effect got, and so does the action that asked, so the log stays a history a
    /// run could produce; a version 1 log, which records no causes, keeps every payload.
    package func minimize(payloadReplays: Int = 100) throws -> [Int] {
        let smallest = try DeltaDebugging.minimize(subset.causalUnits) { candidate in
            let indices = candidate.flatMap { $0 }.sorted()
            let fails = try outcome(of: indices) == target
            if fails { onSmaller(indices.count) }
            return fails
        }
        let indices = smallest.flatMap { $0 }.sorted()
        let original = subset.actions
        var shrinker = ActionPayloadShrinker(actions: original, budget: payloadReplays)
        let userActions = subset.header.version >= 2 ? shrinkableActions(of: indices) : []
        do {
            subset.actions = try shrinker.shrink(userActions) { actions in
                subset.actions = actions
                return try outcome(of: indices) == target
            }
        } catch {
            subset.actions = original  // not a rejected candidate: the actions as they were
            throw error
        }
        return indices
    }

    /// The indices of user actions (no cause) that caused no action kept at `indices`.
    private func shrinkableActions(of indices: [Int]) -> [Int] {
        var caused = Set<Int>()
        for index in indices {
            guard let cause = subset.causes[index], cause > 0 else { continue }
            caused.insert(Int(cause) - 1)
        }
        return indices.filter { subset.causes[$0] == nil && !caused.contains($0) }
    }

    private func outcome(of indices: [Int]) throws -> ActionLogFailure? {
        try subset.write(indices, to: candidatePath)
        replays += 1
        return try child.failure(of: candidatePath, verify: true)
    }
}
