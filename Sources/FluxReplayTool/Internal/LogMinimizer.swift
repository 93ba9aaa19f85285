import FluxActionLog

/// Shrinks a failing log with ``DeltaDebugging`` over its causal units
/// (``ActionLogSubset/causalUnits``: an action with every action it caused, as the log records),
/// replaying each candidate in a child process. A candidate counts only when it fails with the
/// same ``ActionLogFailure`` as the whole log: never by slipping to another bug.
@MainActor
package final class LogMinimizer<Action: LoggableAction> {
    /// The log's actions.
    package let subset: ActionLogSubset<Action>
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

    /// The indices of the 1-minimal log that fails like the whole one, in order.
    package func minimize() throws -> [Int] {
        let smallest = try DeltaDebugging.minimize(subset.causalUnits) { candidate in
            let indices = candidate.flatMap { $0 }.sorted()
            let fails = try outcome(of: indices) == target
            if fails { onSmaller(indices.count) }
            return fails
        }
        return smallest.flatMap { $0 }.sorted()
    }

    private func outcome(of indices: [Int]) throws -> ActionLogFailure? {
        try subset.write(indices, to: candidatePath)
        replays += 1
        return try child.failure(of: candidatePath, verify: true)
    }
}
