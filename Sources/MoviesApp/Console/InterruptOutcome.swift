/// What Ctrl-C did at the prompt (``ConsoleSession/interrupt(clearedText:followsExitHint:)``).
package enum InterruptOutcome: Equatable, Sendable {
    /// It cleared the line being typed; nothing else.
    case clearedLine
    /// It cancelled the loading search (`cancel`).
    case cancelledLoad
    /// It printed how to exit: a second Ctrl-C in a row exits.
    case exitHint
    /// The second Ctrl-C in a row: the program exits with status 130.
    case exit
}
