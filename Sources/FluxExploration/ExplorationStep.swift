/// One step of an explored sequence: a user action, one effect job run, or the clock moved.
///
/// A sequence of steps is what a seed produces and what a replay follows: the user actions are
/// what shrinking removes and shrinks, the other steps keep the order in which effect work ran
/// and time passed.
public enum ExplorationStep<Action> {
    /// The user action `action`, drawn by rule number `rule`.
    case send(rule: Int, action: Action)
    /// The oldest ready job of effect `job` runs (nothing when it has none ready); `draws` are
    /// the numbers test doubles drew while it ran, given back to them on a replay.
    case run(job: ExplorationJob, draws: [UInt64])
    /// The clock moves forward by `duration`, resuming the sleeps it reaches.
    case advance(by: Duration)

    /// The user action of a `send` step, nil for the others.
    public var action: Action? {
        if case .send(_, let action) = self { action } else { nil }
    }
}

extension ExplorationStep: Sendable where Action: Sendable {}
