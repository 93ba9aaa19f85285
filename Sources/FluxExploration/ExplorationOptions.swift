/// How much the explorer tries, and how it weighs its choices.
public struct ExplorationOptions: Sendable {
    /// How many sequences one exploration tries, each from a seed drawn from the exploration's.
    public var sequences = 100
    /// How many user actions a sequence sends at most.
    public var actionsPerSequence = 12
    /// How many steps a sequence takes at most (user actions, effect jobs and clock moves),
    /// including the ones that let its effects finish after its last user action.
    public var maxSteps = 200
    /// The weight of sending the next user action, when a rule is enabled.
    public var sendWeight = 3
    /// The weight of running a ready effect job, when one is ready.
    public var runWeight = 3
    /// The weight of moving the clock, when a sleep waits on it.
    public var advanceWeight = 2
    /// The most the clock moves in one step, when it does not move to the next deadline.
    public var maxAdvance: Duration = .milliseconds(500)
    /// How many candidate payloads shrinking tries at most, over all steps.
    public var maxPayloadShrinks = 400

    /// The defaults: 100 sequences of at most 12 user actions.
    public init() {}
}
