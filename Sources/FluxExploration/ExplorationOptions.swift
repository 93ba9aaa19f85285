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

    /// Checks that the explorer can explore with these options: at least one sequence, one user
    /// action and one step a sequence, a positive ``sendWeight`` (at 0 no user action is ever
    /// sent), weights of jobs and clock moves not negative, a positive ``maxAdvance``, and
    /// ``maxPayloadShrinks`` not negative.
    /// - Throws: ``ExplorationOptionsError`` naming the first option that is not.
    public func validate() throws(ExplorationOptionsError) {
        let counts: [(String, Int, Int)] = [
            ("sequences", sequences, 1), ("actionsPerSequence", actionsPerSequence, 1), ("maxSteps", maxSteps, 1),
            ("sendWeight", sendWeight, 1), ("runWeight", runWeight, 0), ("advanceWeight", advanceWeight, 0),
            ("maxPayloadShrinks", maxPayloadShrinks, 0),
        ]
        for (option, value, least) in counts where value < least {
            throw ExplorationOptionsError(option: option, value: "\(value)", requirement: "at least \(least)")
        }
        guard maxAdvance >= .milliseconds(1) else {
            throw ExplorationOptionsError(option: "maxAdvance", value: "\(maxAdvance)", requirement: "at least 1 ms")
        }
    }
}
