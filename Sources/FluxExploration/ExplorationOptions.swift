/// How much the explorer tries, and how it weighs its choices.
package struct ExplorationOptions: Sendable {
    /// How many sequences one exploration tries, each from a seed drawn from the exploration's.
    package var sequences = 100
    /// How many user actions a sequence sends at most.
    package var actionsPerSequence = 12
    /// How many steps a sequence takes at most (user actions, effect jobs and clock moves),
    /// including the ones that let its effects finish after its last user action.
    package var maxSteps = 200
    /// The weight of sending the next user action, when a rule is enabled.
    package var sendWeight = 3
    /// The weight of running a ready effect job, when one is ready.
    package var runWeight = 3
    /// The weight of moving the clock, when a sleep waits on it.
    package var advanceWeight = 2
    /// The most the clock moves in one step, when it does not move to the next deadline.
    package var maxAdvance: Duration = .milliseconds(500)
    /// How many candidate payloads shrinking tries at most, over all steps.
    package var maxPayloadShrinks = 400

    /// The defaults: 100 sequences of at most 12 user actions.
    package init() {}
}
