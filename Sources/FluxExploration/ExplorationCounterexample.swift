import FluxActionLog

/// A failing sequence the explorer found and shrank: the failure's identity, the seed that
/// reproduces it, the user actions as generated and as shrunk, and the schedule of effect jobs
/// and clock moves that goes with the shrunk ones.
public struct ExplorationCounterexample<Action> {
    /// What failed: a store's invariant or a property; the shrunk sequence fails the same way.
    public let failure: ActionLogFailure
    /// The failure as the shrunk sequence shows it (`store "search" broke "…" (…) after …`).
    public let message: String
    /// The seed of the failing sequence: ``Explorer/reproduce(seed:)`` finds it again.
    public let seed: UInt64
    /// The seed the test doubles' entropy started from (drawn from ``seed``): with ``steps``,
    /// what ``Explorer/replay(_:entropySeed:)`` needs to run the shrunk sequence again.
    public let entropySeed: UInt64
    /// The user actions of the failing sequence, as generated.
    public let original: [Action]
    /// The steps of the shrunk sequence: user actions, effect jobs and clock moves, in order.
    public let steps: [ExplorationStep<Action>]

    /// The user actions of the shrunk sequence, in order.
    public var actions: [Action] { steps.compactMap(\.action) }

    /// The line that reproduces it, e.g. `explorer.reproduce(seed: 0x9E3779B97F4A7C15)`.
    public var reproduction: String { "explorer.reproduce(seed: \(seed.seedText))" }
}

extension ExplorationCounterexample: CustomStringConvertible {
    /// The report: the failure as the shrunk sequence shows it, the seed, the shrunk actions (one
    /// a line), and the reproduction.
    public var description: String {
        let lines = actions.enumerated().map { "  \($0.offset + 1). \(ExplorationActionText.of($0.element))" }
        return
            ([
                message,
                "seed \(seed.seedText): \(original.count) user actions, shrunk to \(actions.count):",
            ] + lines + ["reproduce: \(reproduction)"]).joined(separator: "\n")
    }
}

extension ExplorationCounterexample: Sendable where Action: Sendable {}
