/// A command of the replay's time travel (`flux-movies replay FILE --step`).
package enum StepCommand: Equatable, Sendable {
    /// `next` (`n`): apply the next action.
    case next
    /// `prev` (`p`): go back one action.
    case previous
    /// `goto N` (`g N`): jump to the states after action N (0: the initial states).
    case goto(UInt64)
    /// `state` (`s`): print every store's state at this point, as one JSON line.
    case state
    /// `diff` (`d`): print what the current action changed, field by field.
    case diff
    /// `screen`: print the whole screen at this point.
    case screen
    /// `help` (`?`): list the commands.
    case help
    /// `quit` (`q`, or the end of the input): stop.
    case quit
}
