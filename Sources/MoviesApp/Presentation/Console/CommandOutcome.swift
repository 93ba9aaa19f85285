/// What the console does with a command.
package enum CommandOutcome: Equatable, Sendable {
    /// Ignore the line (empty input).
    case ignore
    /// Dispatch `action`, then print `note` if any.
    case dispatch(AppAction, note: ConsoleNote?)
    /// Print a note; nothing changes.
    case note(ConsoleNote)
    /// Print one `error:` line; nothing changes.
    case error(InputError)
    /// Print the command list.
    case help
    /// End the session.
    case quit
}
