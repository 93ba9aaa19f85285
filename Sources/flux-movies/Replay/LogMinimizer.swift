import FluxActionLog
import Foundation
import MoviesApp

/// Shrinks a failing log with `DeltaDebugging` over its causal units
/// (``ActionLogSubset/causalUnits``: an action with every action it caused, as the log records),
/// replaying each candidate in a child process (`ReplayChild`).
@MainActor
final class LogMinimizer {
    /// The log's actions.
    let subset: ActionLogSubset<AppAction>
    /// How the whole log fails under the current code (nil: it does not fail).
    private(set) var target: ActionLogFailure?
    /// How many child replays ran.
    private(set) var replays = 0
    private let child: ReplayChild
    private let candidatePath: String
    /// Called after each candidate that still fails, with its action count.
    var onSmaller: (Int) -> Void = { _ in }

    /// Prepares the search; candidates are written to `candidatePath`.
    init(subset: ActionLogSubset<AppAction>, child: ReplayChild, candidatePath: String) {
        self.subset = subset
        self.child = child
        self.candidatePath = candidatePath
    }

    /// Replays the whole log (without digests) and remembers how it fails.
    /// - Returns: whether it fails (crashes or breaks an invariant).
    func checkWholeLog() throws -> Bool {
        target = try outcome(of: Array(subset.actions.indices))
        return target != nil
    }

    /// The indices of the 1-minimal log that fails like the whole one, in order.
    func minimize() throws -> [Int] {
        let units = subset.causalUnits
        let smallest = try DeltaDebugging.minimize(units) { candidate in
            let indices = candidate.flatMap { $0 }.sorted()
            // The same failure, never another one (``ActionLogFailure`` says what "the same" is).
            let fails = try outcome(of: indices) == target
            if fails { onSmaller(indices.count) }
            return fails
        }
        return smallest.flatMap { $0 }.sorted()
    }

    private func outcome(of indices: [Int]) throws -> ActionLogFailure? {
        try subset.write(indices, to: candidatePath)
        replays += 1
        return try child.outcome(of: candidatePath)
    }
}
